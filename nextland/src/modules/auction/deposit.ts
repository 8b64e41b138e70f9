// Deposits (decision 0028 §3): a lot may ask each bidder to pay a deposit before bidding. It is paid through a
// payment of its own (purpose `deposit`, no orders) and held once the payment notification arrives; bid.ts
// refuses a bid without a held deposit. One deposit per bidder and round of the lot; its payment is asked for once per
// idempotency key (the checkouts table), and a deposit still awaiting payment answers its payment again.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { transitionAll } from '../../lib/state-machine.js';
import { auctionLots, goods } from '../goods/schema.js';
import { AuctionLotStatus, SaleType } from '../goods/status.js';
import { enqueueAll } from '../jobs/enqueue.js';
import type { PaymentDto } from '../order/dto.js';
import { paymentDtoOf } from '../order/service.js';
import { PaymentStatus } from '../payment/status.js';
import { payments } from '../purchase/schema.js';
import type { PaymentRow, PurchaseKind } from '../purchase/service.js';
import { cancelPendingPayment, openPaymentRow, repeatedPayment, startPayment } from '../purchase/service.js';
import type { AuctionContext } from './context.js';
import { refundDeposits } from './deposit-release.js';
import { DEPOSIT_PURPOSE, DepositStatus, depositMachine, deposits } from './schema.js';

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
  const replay = await repeatedPayment(db, ctx.orders, lang, userId, idempotencyKey, {
    purpose: DEPOSIT_PURPOSE,
    subject: goodsId,
  });
  if (replay !== null) return answer(db, ctx, lang, await paymentById(db, replay), goodsId);
  const payment = await db.transaction(async (tx) => {
    // The lot's lock: a deposit, its payment's notification and the close (which releases held deposits) go one
    // after the other.
    const [found] = await tx
      .select({ lot: auctionLots, sellerId: goods.sellerId, saleType: goods.saleType })
      .from(auctionLots)
      .innerJoin(goods, eq(goods.id, auctionLots.goodsId))
      .where(eq(auctionLots.goodsId, goodsId))
      .for('update', { of: auctionLots });
    if (!found || found.saleType !== SaleType.AUCTION) throw new NotFoundError();
    const { lot } = found;
    // Read in a statement of its own, after the lock: a statement that waited for a lock re-reads only the
    // locked row, so a deposit joined above would be the one from before the notification that held the lock
    // (found by deposit-race.test.ts: a held deposit pointed at a fresh, unpaid payment).
    const [mine] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.lotId, lot.id), eq(deposits.round, lot.round), eq(deposits.bidderId, userId)));
    if (lot.depositFen === null) throw new AppError(409, 'auction.noDepositNeeded');
    if (mine?.status === DepositStatus.HELD) throw new AppError(409, 'auction.depositHeld');
    if (!OPEN.includes(lot.status) || ctx.clock.now() >= lot.endsAt)
      throw new AppError(409, 'auction.closed');
    if (found.sellerId === userId) throw new AppError(409, 'auction.ownLot');
    if (mine) {
      // The notification path locks a payment, then its lot; this one holds the lot. Waiting here for the
      // payment's lock would be the opposite order (a deadlock), so a payment whose notification is in flight
      // is answered as it is: it is about to be paid, and the deposit with it.
      const [pending] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, mine.paymentId))
        .for('update', { skipLocked: true });
      if (!pending) return paymentById(tx, mine.paymentId);
      // A paid payment is never replaced (its deposit is held, or was released with a refund).
      if (pending.status === PaymentStatus.PAID) throw new AppError(409, 'auction.depositHeld');
      // Still payable: the same payment again. One whose time ran out is replaced by a fresh one below; should
      // its money arrive after all, nothing points at it and the pipeline pays it back (purchase/notified.ts).
      if (pending.status === PaymentStatus.PENDING && pending.payDeadline > new Date()) return pending;
      if (pending.status === PaymentStatus.PENDING) await cancelPendingPayment(tx, pending);
    }
    const opened = await startPayment(tx, ctx.orders, {
      customerId: userId,
      purpose: DEPOSIT_PURPOSE,
      amountFen: lot.depositFen,
      // Payable until the lot closes (a deposit is of no use after), and at least a checkout's window.
      payDeadline: new Date(Math.max(Date.now() + ctx.orders.payWindowSeconds * 1000, lot.endsAt.getTime())),
      idempotencyKey,
      lang,
      returnTo: backToLot(goodsId),
    });
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
    return opened;
  });
  return answer(db, ctx, lang, payment, goodsId);
}

/**
 * Deposits as a kind of sale (issue 26). Fulfilled when a deposit awaits the payment: a payment replaced by a
 * fresh one (no deposit points at it any more) is not, and the pipeline pays it back. A deposit paid after its
 * lot closed is released at once with a refund of its own (accounted here: it is the deposit's money back).
 */
export function depositPurchaseKind(ctx: AuctionContext): PurchaseKind {
  return {
    purpose: DEPOSIT_PURPOSE,
    async fulfil(tx, payment) {
      return { accountedFen: (await depositPaid(tx, ctx, payment)) ? payment.amountFen : 0 };
    },
    // A repeat of the request for this lot's deposit: the bidder has a deposit on the lot.
    async madeFor(db, payment, goodsId) {
      const [same] = await db
        .select({ id: deposits.id })
        .from(deposits)
        .innerJoin(auctionLots, eq(auctionLots.id, deposits.lotId))
        .where(and(eq(deposits.bidderId, payment.customerId), eq(auctionLots.goodsId, goodsId)))
        .limit(1);
      return same !== undefined;
    },
  };
}

/**
 * A deposit's payment was paid (the notification's transaction, payment locked): the deposit is held while
 * the lot is open. Paid after the lot closed (or for an earlier round of a lot released again), the money goes
 * straight back as the deposit's refund. Answers whether a deposit awaited this payment.
 */
async function depositPaid(tx: Db, ctx: AuctionContext, payment: PaymentRow): Promise<boolean> {
  const now = ctx.clock.now();
  const [found] = await tx
    .select({ lot: auctionLots, deposit: deposits })
    .from(deposits)
    .innerJoin(auctionLots, eq(auctionLots.id, deposits.lotId))
    .where(eq(deposits.paymentId, payment.id))
    .for('update', { of: auctionLots });
  if (!found || found.deposit.status !== DepositStatus.AWAITING_PAYMENT) return false;
  const { lot, deposit } = found;
  // A deposit of an earlier round (the lot went unsold and was released again) is of no use now: refunded.
  const open = OPEN.includes(lot.status) && now < lot.endsAt && deposit.round === lot.round;
  const [moved] = await transitionAll(tx, depositMachine, deposits, {
    from: DepositStatus.AWAITING_PAYMENT,
    to: open ? DepositStatus.HELD : DepositStatus.RELEASED,
    where: eq(deposits.id, deposit.id),
    set: { updatedAt: now },
  });
  if (!open && moved) await enqueueAll(tx, await refundDeposits(tx, [moved]));
  return moved !== undefined;
}
