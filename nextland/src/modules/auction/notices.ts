// What auction messages say (decision 0028 §3): the lot's title, money in zh-CN form (messages are stored
// with their parameters and written in the reader's language) and deadlines in China time, with a link the
// web opens.
import { formatMoney } from '../../lib/money.js';

/** 2026-11-25 20:30 (Asia/Shanghai, UTC+8 all year). */
export function chinaTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Where the winner (or a second-chance bidder) confirms and pays. */
export const confirmLink = (goodsId: number) => `/goods/buy/confirmAuction?lot=${goodsId}`;

export function lotParams(
  lot: { goodsId: number; title: string },
  priceFen: number,
  extra: { deadline?: Date; link?: boolean } = {},
): Record<string, string> {
  return {
    goodsId: String(lot.goodsId),
    title: lot.title,
    price: formatMoney(priceFen, 'zh-cn'),
    ...(extra.deadline ? { deadline: chinaTime(extra.deadline) } : {}),
    ...(extra.link ? { link: confirmLink(lot.goodsId) } : {}),
  };
}
