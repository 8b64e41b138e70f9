// Why a priced checkout is refused (409, naming the lines for the web to mark them), whichever way it then
// writes: goods by their claim (checkout-claim.ts), works under locks (checkout-locked.ts).
import { AppError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { formatMoney } from '../../lib/money.js';
import { CartItemKind } from '../cart/schema.js';
import type { CreateCheckoutInput } from './checkout-input.js';
import type { PricedCheckout, Problem } from './pricing.js';

const titlesOf = (problems: Problem[]) =>
  problems.map((problem) => problem.goods?.title ?? `#${problem.goodsId}`).join(', ');

/** 409 naming the lines: `data.lines` is `[{ goodsId, code }]` (works: `workId`) for the web to mark them. */
export function refusal(
  key: 'order.soldOut' | 'order.changed',
  problems: Problem[],
  kind?: CartItemKind,
): AppError {
  const idKey = kind === CartItemKind.OPUS ? 'workId' : 'goodsId';
  const lines = problems.map((problem) => ({ [idKey]: String(problem.goodsId), code: problem.code }));
  return new AppError(409, key, { lines }, { titles: titlesOf(problems) });
}

/** Every line sold out is `order.soldOut`; any other problem `order.changed`; the buyer's own goods `order.ownGoods`. */
export function refuseUnbuyable(userId: number, kind: CartItemKind, priced: PricedCheckout): void {
  const sold = priced.problems.filter((problem) => problem.code === 'SOLD_OUT');
  if (sold.length > 0 && sold.length === priced.problems.length) throw refusal('order.soldOut', sold, kind);
  if (priced.problems.length > 0) throw refusal('order.changed', priced.problems, kind);
  if (priced.sellers.some((seller) => seller.sellerId === userId)) throw new AppError(409, 'order.ownGoods');
}

/** A total other than the one the buyer accepted is `order.totalChanged`, with the new one in data.totalFen. */
export function refuseOtherTotal(lang: Lang, input: CreateCheckoutInput, priced: PricedCheckout): void {
  if (priced.totalFen !== input.acceptedTotalFen) {
    const total = formatMoney(priced.totalFen, lang);
    throw new AppError(409, 'order.totalChanged', { totalFen: priced.totalFen }, { total });
  }
}
