// Checkout (decision 0019): one order per seller and one payment, reserving stock, all or nothing; a replay of
// the same idempotency key answers the first attempt's payment and makes nothing. A checkout of works (decision
// 0023) is the same without address or postage, reserving editions.
//
// Its cost is round trips, so it keeps them few (decision 0026): goods are read at once and then claimed and
// written by one statement (checkout-claim.ts); works, whose ownership rule needs locks, in a transaction
// (checkout-locked.ts). Either way the reply is made from the rows written, not read back.
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { CartItemKind } from '../cart/schema.js';
import { openPayment, openPaymentRow, paymentOfKey } from '../purchase/service.js';
import { placeGoodsOrders } from './checkout-claim.js';
import { buyerNickname, type CreateCheckoutInput, isWorks } from './checkout-input.js';
import { placeWorkOrders } from './checkout-locked.js';
import type { Placed } from './checkout-write.js';
import type { OrderContext } from './context.js';
import type { PaymentDto } from './dto.js';
import { paymentDtoOf, paymentView } from './payment-view.js';
import { ordersViewOf } from './view.js';

export type { CreateCheckoutInput } from './checkout-input.js';
export { previewCheckout } from './checkout-preview.js';

async function answerReplay(
  db: Db,
  ctx: OrderContext,
  lang: Lang,
  userId: number,
  paymentId: number,
  kind: CartItemKind,
) {
  await openPayment(db, ctx, paymentId, lang, kind);
  return paymentView(db, lang, userId, paymentId);
}

export async function createCheckout(
  db: Db,
  ctx: OrderContext,
  lang: Lang,
  userId: number,
  input: CreateCheckoutInput,
): Promise<PaymentDto> {
  const kind = input.kind ?? CartItemKind.GOODS;
  let placed: Placed;
  let nickname: string;
  try {
    if (isWorks(input)) {
      const replayOf = await paymentOfKey(db, userId, input.idempotencyKey);
      if (replayOf !== null) return answerReplay(db, ctx, lang, userId, replayOf, kind);
      [placed, nickname] = await Promise.all([
        db.transaction((tx) => placeWorkOrders(tx, ctx, lang, userId, input)),
        buyerNickname(db, userId),
      ]);
    } else {
      const outcome = await placeGoodsOrders(db, ctx, lang, userId, input);
      if ('replayOf' in outcome) return answerReplay(db, ctx, lang, userId, outcome.replayOf, kind);
      ({ placed, buyerNickname: nickname } = outcome);
    }
  } catch (error) {
    // The same key submitted twice at once: the other attempt held the cart lines (or the key's unique index)
    // and committed first, so this one found the cart empty, the stock taken or the key used. Its answer is
    // the first attempt's.
    const first = await paymentOfKey(db, userId, input.idempotencyKey);
    if (first !== null) return answerReplay(db, ctx, lang, userId, first, kind);
    throw error;
  }
  // Providers that open a payment without a network call did so with its write (checkout-write.ts).
  const cashierUrl = await openPaymentRow(db, ctx, placed.payment, lang, kind);
  const nicknames = new Map(placed.sellerNicknames).set(userId, nickname);
  const orderDtos = ordersViewOf(lang, placed.orders, placed.lines, placed.events, nicknames);
  return paymentDtoOf({ ...placed.payment, cashierUrl }, orderDtos);
}
