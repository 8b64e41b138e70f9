// A kind of sale made up for this test — seats, each claimed for one payment — plugs into the purchase pipeline
// through its public face only (service.ts), as tickets, supports and editions will: its payment is made by the
// pipeline, its notification reaches the kind once however often it arrives, and money the kind does not
// account for goes back by the pipeline's own rule. Nothing in the core names this kind.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { ValidationError } from '../../lib/errors.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { count, person } from '../../test/order-helpers.js';
import { createSandboxProvider } from '../payment/sandbox-provider.js';
import { PaymentStatus } from '../payment/status.js';
import { refunds } from '../refund/schema.js';
import { handlePaymentNotification } from './notified.js';
import { checkouts, payments } from './schema.js';
import {
  type PaymentRow,
  type PurchaseContext,
  type PurchaseKind,
  PurchaseKinds,
  paymentOfKey,
  repeatedPayment,
  startPayment,
} from './service.js';

const quiet = { warn() {} } as unknown as FastifyBaseLogger;
const SEAT_FEN = 8_800;

/** The test kind: seats claimed per payment; a seat whose claim lapsed before the money came is not fulfilled. */
function seatKind() {
  const claims = new Map<number, { seats: number[]; lapsed: Set<number> }>();
  const fulfilled: { paymentId: number; seats: number[] }[] = [];
  const kind: PurchaseKind = {
    purpose: 'test-seat',
    async fulfil(_tx, payment) {
      const claim = claims.get(payment.id);
      const seats = (claim?.seats ?? []).filter((seat) => !claim?.lapsed.has(seat));
      fulfilled.push({ paymentId: payment.id, seats });
      return { accountedFen: seats.length * SEAT_FEN };
    },
    async madeFor(_db, payment, seat) {
      return claims.get(payment.id)?.seats.includes(seat) ?? false;
    },
  };
  return { kind, claims, fulfilled };
}

describeOnDrivers('a kind of sale plugged into the purchase pipeline', (use) => {
  function pipeline() {
    const seats = seatKind();
    const ctx: PurchaseContext = {
      payWindowSeconds: 900,
      provider: createSandboxProvider({ secret: 'test-kind' }),
      outbox: false,
      kinds: new PurchaseKinds().register(seats.kind),
    };
    return { ...seats, ctx };
  }

  async function buySeats(
    ctx: PurchaseContext,
    claims: ReturnType<typeof seatKind>['claims'],
    seats: number[],
  ) {
    const { db } = use();
    const me = await person(db);
    const idempotencyKey = randomUUID();
    const payment = await db.transaction(async (tx) => {
      const made = await startPayment(tx, ctx, {
        customerId: me.id,
        purpose: 'test-seat',
        amountFen: seats.length * SEAT_FEN,
        payDeadline: new Date(Date.now() + 15 * 60_000),
        idempotencyKey,
        lang: 'en',
        returnTo: { path: '/activity/buy' },
      });
      claims.set(made.id, { seats, lapsed: new Set() });
      return made;
    });
    return { me, payment, idempotencyKey };
  }

  const notify = (db: Db, ctx: PurchaseContext, payment: PaymentRow, providerTxnId = `txn-${randomUUID()}`) =>
    handlePaymentNotification(
      db,
      ctx,
      {
        paymentId: String(payment.id),
        providerTxnId,
        amountFen: payment.amountFen,
        paid: true,
        paidAt: new Date(),
      },
      quiet,
    );

  const refundsOf = (db: Db, paymentId: number) =>
    db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

  it('makes the payment with its purpose, opens it, and records its key; a repeat finds it, another use is refused', async () => {
    const { db } = use();
    const { ctx, claims } = pipeline();
    const { me, payment, idempotencyKey } = await buySeats(ctx, claims, [7, 8]);
    expect(payment).toMatchObject({
      purpose: 'test-seat',
      amountFen: 2 * SEAT_FEN,
      status: PaymentStatus.PENDING,
    });
    // The sandbox opens payments offline: the cashier URL is written with the payment.
    expect(payment.cashierUrl).toMatch(/\/sandbox-pay\/cashier\//);
    expect(await count(db, 'checkouts', sql`payment_id = ${payment.id}`)).toBe(1);
    expect(await paymentOfKey(db, me.id, idempotencyKey)).toBe(payment.id);
    const repeat = { purpose: 'test-seat', subject: 8 };
    expect(await repeatedPayment(db, ctx, 'en', me.id, idempotencyKey, repeat)).toBe(payment.id);
    expect(await repeatedPayment(db, ctx, 'en', me.id, randomUUID(), repeat)).toBeNull();
    // The same key for another seat, or for another kind: a 400 on the key, never this payment.
    for (const other of [
      { purpose: 'test-seat', subject: 9 },
      { purpose: 'order', subject: 8 },
    ]) {
      const refused = repeatedPayment(db, ctx, 'en', me.id, idempotencyKey, other);
      await expect(refused).rejects.toBeInstanceOf(ValidationError);
      await expect(refused).rejects.toMatchObject({ fields: [{ field: 'idempotencyKey' }] });
    }
    // A second payment under the same key is refused by the key's unique index, and nothing of it stays.
    const again = db.transaction((tx) =>
      startPayment(tx, ctx, {
        customerId: me.id,
        purpose: 'test-seat',
        amountFen: SEAT_FEN,
        payDeadline: new Date(Date.now() + 60_000),
        idempotencyKey,
        lang: 'en',
        returnTo: { path: '/activity/buy' },
      }),
    );
    await expect(again).rejects.toThrow();
    expect(await count(db, 'payments', sql`customer_id = ${me.id}`)).toBe(1);
    expect(
      await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.customerId, me.id))),
    ).toHaveLength(1);
  });

  it('hands a paid payment to its kind once, however many copies of the notification arrive', async () => {
    const { db } = use();
    const { ctx, claims, fulfilled } = pipeline();
    const { payment } = await buySeats(ctx, claims, [1, 2, 3]);
    const txn = `txn-${randomUUID()}`;
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => notify(db, ctx, payment, txn)));
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    // A replay under another provider transaction id finds the payment paid.
    expect(await notify(db, ctx, payment)).toBe('alreadyPaid');
    expect(fulfilled).toEqual([{ paymentId: payment.id, seats: [1, 2, 3] }]);
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe(PaymentStatus.PAID);
    expect(await refundsOf(db, payment.id)).toEqual([]);
  });

  it('pays back, by the pipeline’s rule, what the kind could not fulfil', async () => {
    const { db } = use();
    const { ctx, claims } = pipeline();
    const { payment } = await buySeats(ctx, claims, [4, 5, 6]);
    claims.get(payment.id)?.lapsed.add(5);
    expect(await notify(db, ctx, payment)).toBe('applied');
    const back = await refundsOf(db, payment.id);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({
      amountFen: SEAT_FEN,
      refundKey: `payment-${payment.id}`,
      orderId: null,
      afterSaleId: null,
    });
  });

  it('pays back the whole payment when no kind serves its purpose', async () => {
    const { db } = use();
    const { ctx, claims } = pipeline();
    const { payment } = await buySeats(ctx, claims, [10, 11]);
    const bare: PurchaseContext = { ...ctx, kinds: new PurchaseKinds() };
    expect(await notify(db, bare, payment)).toBe('applied');
    expect((await refundsOf(db, payment.id)).map((refund) => refund.amountFen)).toEqual([2 * SEAT_FEN]);
  });

  it('takes a kind once, by a purpose the payments table accepts', async () => {
    const { db } = use();
    const { kind } = seatKind();
    expect(() => new PurchaseKinds().register(kind).register(kind)).toThrow(/registered twice/);
    expect(() => new PurchaseKinds().register({ ...kind, purpose: 'Seat Sale' })).toThrow(/a-z/);
    const me = await person(db);
    const bad = db.insert(payments).values({
      customerId: me.id,
      provider: 'sandbox',
      purpose: 'Seat Sale',
      amountFen: 1,
      payDeadline: new Date(),
    });
    await expect(bad).rejects.toThrow();
  });
});
