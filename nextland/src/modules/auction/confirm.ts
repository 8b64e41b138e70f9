import type { Db } from '../../db/client.js';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { formatMoney } from '../../lib/money.js';
import { cartGoodsOf } from '../goods/service.js';
import { AuctionLotStatus } from '../goods/status.js';
import type { PaymentDto } from '../order/dto.js';

import {
  addressFor,
  ORDER_PURPOSE,
  type PricedCheckout,
  paymentView,
  writeOrders,
} from '../order/service.js';
import { openPayment, repeatedPayment, startPayment } from '../purchase/service.js';
import type { AuctionContext } from './context.js';
import { depositToApply, liveOrderOf, postageOf, wonLot } from './win.js';

export type ConfirmInput = { addressId: string; idempotencyKey: string; acceptedTotalFen: number };

/**
 * One order for the won lot: the lot's goods at the hammer price, the seller's postage to the address, the
 * deposit taken off (`depositFen` on the order). A repeat (same key, or an order already made) answers the
 * first payment and makes nothing.
 */
export async function confirmWin(
  db: Db,
  ctx: AuctionContext,
  lang: Lang,
  userId: number,
  goodsId: number | null,
  input: ConfirmInput,
): Promise<PaymentDto> {
  const replay = await repeatedPayment(db, ctx.orders, lang, userId, input.idempotencyKey, {
    purpose: ORDER_PURPOSE,
    subject: goodsId,
  });
  const answer = async (paymentId: number) => {
    await openPayment(db, ctx.orders, paymentId, lang);
    return paymentView(db, lang, userId, paymentId);
  };
  if (replay !== null) return answer(replay);
  const address = await addressFor(db, userId, input.addressId);
  if (!address)
    throw new ValidationError([{ field: 'addressId', message: t(lang, 'order.addressRequired') }]);
  const paymentId = await db.transaction(async (tx) => {
    const { lot, sellerId, nickname } = await wonLot(tx, goodsId, userId, true);
    // An order already made answers its payment: paid, or still payable before the deadline.
    const made = await liveOrderOf(tx, lot.goodsId, userId);
    if (made && lot.status === AuctionLotStatus.COMPLETED) return made.paymentId;
    const now = ctx.clock.now();
    if (lot.status !== AuctionLotStatus.WON_AWAITING_PAYMENT || lot.paymentDueAt === null) {
      throw new AppError(409, 'auction.notWon');
    }
    if (now >= lot.paymentDueAt) throw new AppError(409, 'auction.paymentOverdue');
    if (made) return made.paymentId;
    const hammerFen = lot.hammerFen ?? lot.currentPrice;
    const depositFen = await depositToApply(tx, lot, hammerFen);
    const postageFen = await postageOf(tx, sellerId, address, hammerFen);
    const totalFen = hammerFen - depositFen + postageFen;
    if (totalFen !== input.acceptedTotalFen) {
      throw new AppError(409, 'order.totalChanged', { totalFen }, { total: formatMoney(totalFen, lang) });
    }
    const shown = (await cartGoodsOf(tx, lang, [lot.goodsId])).get(lot.goodsId);
    if (!shown) throw new NotFoundError();
    const payment = await startPayment(tx, ctx.orders, {
      customerId: userId,
      purpose: ORDER_PURPOSE,
      amountFen: totalFen,
      payDeadline: lot.paymentDueAt,
      idempotencyKey: input.idempotencyKey,
      lang,
      returnTo: 'goods',
    });
    const priced: PricedCheckout = {
      sellers: [
        {
          sellerId,
          sellerNickname: nickname,
          lines: [
            {
              goods: { ...shown, price: hammerFen },
              quantity: 1,
              itemsTotalFen: hammerFen,
              paidFen: totalFen,
            },
          ],
          itemsTotalFen: hammerFen,
          postageFen,
          freeShipping: postageFen === 0,
          depositFen,
          totalFen,
        },
      ],
      itemsTotalFen: hammerFen,
      postageFen,
      totalFen,
      problems: [],
    };
    // The order's expiry job falls at the win's deadline (the payment's), not a checkout's pay window.
    const secondsLeft = Math.max(1, Math.ceil((lot.paymentDueAt.getTime() - now.getTime()) / 1000));
    await writeOrders(
      tx,
      { ...ctx.orders, payWindowSeconds: secondsLeft },
      { buyerId: userId, payment, address, priced },
    );
    return payment.id;
  });
  return answer(paymentId);
}
