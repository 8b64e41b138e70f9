// Idempotency keys of the auction's payments (decision 0028 §3) live in the checkouts table beside checkout's
// own: a repeat of a deposit or a confirm answers the first attempt's payment. A key the client already used for
// something else (another lot, a checkout) is a 400 on `idempotencyKey`, never that other payment.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { auctionLots } from '../goods/schema.js';
import { checkouts, orderLines, orders } from '../order/schema.js';
import { payments } from '../payment/schema.js';
import type { PaymentPurpose } from '../payment/status.js';
import { deposits } from './schema.js';

export async function replayedPayment(
  db: Db,
  lang: Lang,
  userId: number,
  key: string,
  want: { purpose: PaymentPurpose; goodsId: number | null },
): Promise<number | null> {
  const [row] = await db
    .select({ paymentId: checkouts.paymentId, purpose: payments.purpose })
    .from(checkouts)
    .innerJoin(payments, eq(payments.id, checkouts.paymentId))
    .where(and(eq(checkouts.customerId, userId), eq(checkouts.idempotencyKey, key)));
  if (!row) return null;
  const [same] =
    row.purpose !== want.purpose || want.goodsId === null
      ? []
      : want.purpose === 'deposit'
        ? await db
            .select({ id: deposits.id })
            .from(deposits)
            .innerJoin(auctionLots, eq(auctionLots.id, deposits.lotId))
            .where(and(eq(deposits.bidderId, userId), eq(auctionLots.goodsId, want.goodsId)))
        : await db
            .select({ id: orders.id })
            .from(orders)
            .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
            .where(and(eq(orders.paymentId, row.paymentId), eq(orderLines.goodsId, want.goodsId)));
  if (!same) throw new ValidationError([{ field: 'idempotencyKey', message: t(lang, 'auction.keyUsed') }]);
  return row.paymentId;
}
