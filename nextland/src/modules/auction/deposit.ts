// Deposits (decision 0028 §3): a lot may ask each bidder to pay a deposit before bidding. It is paid through a
// payment of its own (purpose `deposit`, no orders) and held once the payment notification arrives; bid.ts
// refuses a bid without a held deposit. One deposit per bidder and round of the lot; its payment is asked for once per
// idempotency key (the checkouts table), and a deposit still awaiting payment answers its payment again.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { auctionLots, goods } from '../goods/schema.js';
import { AuctionLotStatus, SaleType } from '../goods/status.js';
import { enqueueAll } from '../jobs/enqueue.js';
import type { PaymentDto } from '../order/dto.js';
import { checkouts } from '../order/schema.js';
import { openInTransaction, openPaymentRow, paymentDtoOf } from '../order/service.js';
import { payments } from '../payment/schema.js';
import { PaymentStatus } from '../payment/status.js';
import type { AuctionContext } from './context.js';
import { refundDeposits } from './deposit-release.js';
import { replayedPayment } from './replay.js';
import { DepositStatus, deposits } from './schema.js';

type PaymentRow = typeof payments.$inferSelect;
const OPEN: readonly number[] = [AuctionLotStatus.NOT_STARTED, AuctionLotStatus.BIDDING];

async function paymentById(db: Db, paymentId: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error(`payment ${paymentId} missing`);
  return row;
}

/** After paying, the bidder comes back to the lot, where the bid form waits for the deposit. */
const backToLot = (goodsId: number) => ({ path: `/goods/details?id=${goodsId}` });

async function answer(
  db: Db,
  ctx: AuctionContext,
  lang: Lang,
  payment: PaymentRow,
  goodsId: number,
): Promise<PaymentDto> {
  const cashierUrl = await openPaymentRow(db, ctx.orders, payment, lang, backToLot(goodsId));
  return paymentDtoOf({ ...payment, cashierUrl }, []);
}

/** `POST C/deposit/{goodsId}`: the payment of the viewer's deposit on the lot, made or found. */
export async function requestDeposit(
  db: Db,
  ctx: AuctionContext,
  lang: Lang,
  userId: number,
  goodsId: number | null,
  idempotencyKey: string,
): Promise<PaymentDto> {
  if (goodsId === null) throw new NotFoundError();
  const replay = await replayedPayment(db, lang, userId, idempotencyKey, { purpose: 'deposit', goodsId });
  if (replay !== null) return answer(db, ctx, lang, await paymentById(db, replay), goodsId);
  const payment = await db.transaction(async (tx) => {
    // The lot's lock: a deposit and the close (which releases held deposits) go one after the other.
    const [found] = await tx
      .select({ lot: auctionLots, sellerId: goods.sellerId, saleType: goods.saleType, mine: deposits })
      .from(auctionLots)
      .innerJoin(goods, eq(goods.id, auctionLots.goodsId))
      .leftJoin(
        deposits,
        and(
          eq(deposits.lotId, auctionLots.id),
          eq(deposits.round, auctionLots.round),
          eq(deposits.bidderId, userId),
        ),
      )
      .where(eq(auctionLots.goodsId, goodsId))
      .for('update', { of: auctionLots });
    if (!found || found.saleType !== SaleType.AUCTION) throw new NotFoundError();
    const { lot, mine } = found;
    if (lot.depositFen === null) throw new AppError(409, 'auction.noDepositNeeded');
    if (mine?.status === DepositStatus.HELD) throw new AppError(409, 'auction.depositHeld');
    if (!OPEN.includes(lot.status) || ctx.clock.now() >= lot.endsAt)
      throw new AppError(409, 'auction.closed');
    if (found.sellerId === userId) throw new AppError(409, 'auction.ownLot');
    if (mine) {
      const pending = await paymentById(tx, mine.paymentId);
      // Still payable: the same payment again. One whose time ran out is replaced by a fresh one below.
      if (pending.status === PaymentStatus.PENDING && pending.payDeadline > new Date()) return pending;
      if (pending.status === PaymentStatus.PENDING) {
        await tx
          .update(payments)
          .set({ status: PaymentStatus.CANCELLED, updatedAt: new Date() })
          .where(eq(payments.id, pending.id));
      }
    }
    const [inserted] = await tx
      .insert(payments)
      .values({
        customerId: userId,
        provider: ctx.orders.provider.name,
        purpose: 'deposit',
        amountFen: lot.depositFen,
        // Payable until the lot closes (a deposit is of no use after), and at least a checkout's window.
        payDeadline: new Date(
          Math.max(Date.now() + ctx.orders.payWindowSeconds * 1000, lot.endsAt.getTime()),
        ),
      })
      .returning();
    if (!inserted) throw new Error('payment not inserted');
    const opened = await openInTransaction(tx, ctx.orders, inserted, lang, backToLot(goodsId));
    await tx
      .insert(deposits)
      .values({
        lotId: lot.id,
        round: lot.round,
        bidderId: userId,
        amountFen: lot.depositFen,
        paymentId: opened.id,
      })
      .onConflictDoUpdate({
        target: [deposits.lotId, deposits.round, deposits.bidderId],
        set: { paymentId: opened.id, amountFen: lot.depositFen, updatedAt: new Date() },
      });
    await tx.insert(checkouts).values({ customerId: userId, idempotencyKey, paymentId: opened.id });
    return opened;
  });
  return answer(db, ctx, lang, payment, goodsId);
}

/**
 * A deposit's payment was paid (the notification's transaction, payment locked): the deposit is held while
 * the lot is open. Paid after the lot closed (or after it was replaced by a fresh payment, or for an earlier
 * round of a lot released again), the money goes straight back.
 */
export async function depositPaid(tx: Db, ctx: AuctionContext, payment: PaymentRow): Promise<void> {
  const now = ctx.clock.now();
  const [found] = await tx
    .select({ lot: auctionLots, deposit: deposits })
    .from(deposits)
    .innerJoin(auctionLots, eq(auctionLots.id, deposits.lotId))
    .where(eq(deposits.paymentId, payment.id))
    .for('update', { of: auctionLots });
  if (!found || found.deposit.status !== DepositStatus.AWAITING_PAYMENT) return;
  const { lot, deposit } = found;
  // A deposit of an earlier round (the lot went unsold and was released again) is of no use now: refunded.
  const open = OPEN.includes(lot.status) && now < lot.endsAt && deposit.round === lot.round;
  const [moved] = await tx
    .update(deposits)
    .set({ status: open ? DepositStatus.HELD : DepositStatus.RELEASED, updatedAt: now })
    .where(and(eq(deposits.id, deposit.id), eq(deposits.status, DepositStatus.AWAITING_PAYMENT)))
    .returning();
  if (!open && moved) await enqueueAll(tx, await refundDeposits(tx, [moved]));
}
