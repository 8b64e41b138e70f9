// nextland's lot, history rows and live events → the schema's auction types (money as Money, codes as enums).
import type {
  AuctionBid,
  AuctionBidKind,
  AuctionDepositStatus,
  AuctionLot,
  AuctionLotUpdate,
  AuctionStatus,
  AuctionUpdateCause,
  PlacedBid,
} from '../../generated/graphql.js';
import type { AuctionLotEvent } from '../../live/events.js';
import type { AuctionBidDto, AuctionLotDto, PlacedBidDto } from '../../rest/auction-api.js';
import { toMoney } from '../base/money.js';

// nextland's lot status codes (0028 §1); the goods module maps the same codes for catalogue cards.
const statuses: readonly AuctionStatus[] = [
  'NOT_STARTED',
  'BIDDING',
  'WON_AWAITING_PAYMENT',
  'COMPLETED',
  'UNSOLD',
];

function toAuctionStatus(code: number): AuctionStatus {
  const status = statuses[code];
  if (!status) throw new Error(`Unknown auction status ${code}`);
  return status;
}

/** nextland's deposit status codes (0028 §3), in order. */
const depositStatuses: readonly AuctionDepositStatus[] = [
  'AWAITING_PAYMENT',
  'HELD',
  'RELEASED',
  'FORFEITED',
  'APPLIED',
];

export function toAuctionLot(lot: AuctionLotDto): AuctionLot {
  return {
    goodsId: lot.goodsId,
    lotId: lot.lotId,
    status: toAuctionStatus(lot.status),
    startPrice: toMoney(lot.startPriceFen),
    price: toMoney(lot.priceFen),
    minimumNext: toMoney(lot.minimumNextFen),
    bidCount: lot.bidCount,
    seq: lot.seq,
    startsAt: lot.startsAt,
    endsAt: lot.endsAt,
    hasReserve: lot.hasReserve,
    reserveMet: lot.reserveMet,
    leader: lot.leader,
    deposit: lot.depositFen === null ? null : toMoney(lot.depositFen),
    viewer: lot.viewer && {
      leading: lot.viewer.leading,
      max: lot.viewer.maxFen === null ? null : toMoney(lot.viewer.maxFen),
      deposit: lot.viewer.deposit ? (depositStatuses[lot.viewer.deposit.status] ?? null) : null,
      winner: lot.viewer.winner,
    },
    serverTime: lot.serverTime,
  };
}

const kinds: Record<'manual' | 'proxy', AuctionBidKind> = { manual: 'MANUAL', proxy: 'PROXY' };

type BidRow = Omit<AuctionBidDto, 'mine'> & { mine?: boolean };

export function toAuctionBid(row: BidRow): AuctionBid {
  return {
    seq: row.seq,
    bidder: row.bidder,
    amount: toMoney(row.amountFen),
    kind: kinds[row.kind],
    at: row.at,
    mine: row.mine ?? null,
  };
}

export function toPlacedBid(answer: PlacedBidDto): PlacedBid {
  return {
    seq: answer.seq,
    leading: answer.leading,
    price: toMoney(answer.priceFen),
    minimumNext: toMoney(answer.minimumNextFen),
    endsAt: answer.endsAt,
  };
}

const causes: Record<AuctionLotEvent['data']['cause'], AuctionUpdateCause> = {
  bid: 'BID',
  opened: 'OPENED',
  closed: 'CLOSED',
};

export function toAuctionLotUpdate({ data }: AuctionLotEvent): AuctionLotUpdate {
  return {
    goodsId: data.goodsId,
    lotId: data.lotId,
    cause: causes[data.cause],
    seq: data.seq,
    status: toAuctionStatus(data.status),
    price: toMoney(data.priceFen),
    minimumNext: toMoney(data.minimumNextFen),
    bidCount: data.bidCount,
    endsAt: data.endsAt,
    reserveMet: data.reserveMet,
    leader: data.leader,
    lastBid: data.lastBid && toAuctionBid(data.lastBid),
    bids: data.bids.map(toAuctionBid),
  };
}
