// nextland auctions (docs/api-contract.md, "Auctions: bidding"; decision 0028 §2): a lot's public state and
// history (with a session also the viewer's own part), and bidding. Lots are addressed by their goods id.
import type { DataOf } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const site = '/nextland-site/api/framework/v1/site/auction';
const customer = '/nextland-customer/api/framework/v1/customer/auction';

export type AuctionLotDto = DataOf<`${typeof site}/{goodsId}`, 'get'>;
export type AuctionBidDto = DataOf<`${typeof site}/{goodsId}/bids`, 'get'>[number];
export type PlacedBidDto = DataOf<`${typeof customer}/bid/{goodsId}`, 'post'>;

export class AuctionApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  lot(goodsId: string): Promise<AuctionLotDto> {
    return this.#api.get(`${site}/{goodsId}`, { path: { goodsId } });
  }

  bids(goodsId: string, query: { size: number; beforeSeq?: number }): Promise<AuctionBidDto[]> {
    return this.#api.get(`${site}/{goodsId}/bids`, { path: { goodsId }, query });
  }

  bid(goodsId: string, maxFen: number): Promise<PlacedBidDto> {
    return this.#api.post(
      `${customer}/bid/{goodsId}`,
      { path: { goodsId }, body: { maxFen } },
      { auth: 'required' },
    );
  }
}
