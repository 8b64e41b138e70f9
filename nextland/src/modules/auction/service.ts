// The auction module's face to other modules (docs/architecture.md#layering): what the selling module needs to
// release a lot (release.ts).
export {
  type AuctionSettings,
  activateLot,
  assertLotReleasable,
  isLotGoods,
  readAuctionSettings,
  withdrawLot,
  writeAuctionSettings,
} from './release.js';
