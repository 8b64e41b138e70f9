// nextland's my-bids records -> the schema's MyBid (decision 0028 §5).
import type { MyBid, MyBidStatus } from '../../generated/graphql.js';
import type { MyBidDto, MyBidStatusDto } from '../../rest/my-bids-api.js';
import { toAuctionStatus } from '../base/auction.js';
import { toMoney } from '../base/money.js';

const statuses: Record<MyBidStatusDto, MyBidStatus> = {
  leading: 'LEADING',
  outbid: 'OUTBID',
  won: 'WON',
  lost: 'LOST',
};

export function toRestStatus(status: MyBidStatus): MyBidStatusDto {
  const rest = (Object.keys(statuses) as MyBidStatusDto[]).find((key) => statuses[key] === status);
  if (!rest) throw new Error(`Unknown bid status ${status}`);
  return rest;
}

export function toMyBid(dto: Omit<MyBidDto, 'cursor'>): MyBid {
  return {
    lotId: dto.lotId,
    goodsId: dto.goodsId,
    title: dto.title,
    cover: dto.cover,
    myMax: toMoney(dto.myMaxFen),
    currentPrice: toMoney(dto.priceFen),
    endsAt: dto.endsAt,
    lotStatus: toAuctionStatus(dto.lotStatus),
    myStatus: statuses[dto.myStatus],
    lastBidAt: dto.lastBidAt,
  };
}
