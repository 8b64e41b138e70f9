import type { AuctionSecondChance, AuctionWin, AuctionWinStatus } from '../../generated/graphql.js';
import type { AuctionSecondChanceDto, AuctionWinDto } from '../../rest/auction-win-api.js';
import { toMoney } from '../base/money.js';

const statuses: Record<AuctionWinDto['status'], AuctionWinStatus> = {
  awaiting: 'AWAITING',
  paid: 'PAID',
  expired: 'EXPIRED',
};

export function toAuctionWin(win: AuctionWinDto): AuctionWin {
  return {
    goodsId: win.goodsId,
    lotId: win.lotId,
    title: win.title,
    cover: win.cover,
    seller: win.seller,
    hammerPrice: toMoney(win.hammerFen),
    depositApplied: toMoney(win.depositAppliedFen),
    postage: toMoney(win.postageFen),
    total: toMoney(win.totalFen),
    payDeadline: win.payDeadline,
    status: statuses[win.status],
    orderId: win.orderId,
    paymentId: win.paymentId,
    secondChance: win.secondChance,
  };
}

export function toSecondChance(offer: AuctionSecondChanceDto): AuctionSecondChance {
  return { goodsId: offer.goodsId, hammerPrice: toMoney(offer.hammerFen), payDeadline: offer.payDeadline };
}
