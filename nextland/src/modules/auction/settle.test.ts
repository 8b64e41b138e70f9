// After the bidding, on the real app on PGlite and PostgreSQL (decision 0028 §3): deposits before bidding,
// the close releasing the losers' deposits, the winner confirming and paying, the win lapsing unpaid (the
// deposit forfeited and settled to the seller) and the seller's second chance. Time passes on the auction
// clock and the job queue's clock; nothing sleeps.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { createClock } from '../../lib/clock.js';
import { t } from '../../lib/messages/index.js';
import { formatMoney } from '../../lib/money.js';
import { call } from '../../test/account-helpers.js';
import { MINUTE, newLot } from '../../test/auction-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { buyer, count, goodsRow, notifySandbox, orderCall, person } from '../../test/order-helpers.js';
import { settlementOf, sweepLater } from '../../test/settlement-helpers.js';
import { auctionLots } from '../goods/schema.js';
import { AuctionLotStatus, GoodsStatus } from '../goods/status.js';
import type { PaymentDto } from '../order/dto.js';
import { orders } from '../order/schema.js';
import { OrderStatus } from '../order/status.js';
import { refunds } from '../refund/schema.js';
import { settlements } from '../settlement/schema.js';
import { AUCTION_CUSTOMER, AUCTION_SITE } from './paths.js';
import { DepositStatus, deposits } from './schema.js';
import { scheduleMissingAuctionTimers } from './timers.js';
import type { AuctionWin } from './win.js';

const clock = createClock();
const HOUR = 3600;
const QUEUES = [
  'auction.open',
  'auction.close',
  'auction.paymentDue',
  'auction.paymentReminder',
  'payment.refund',
  'message.deliver',
];

describeOnDrivers('auction deposits, winning and paying', (use) => {
  const post = <T>(token: string, path: string, body: unknown = {}) =>
    call<T>(use().app, 'POST', `${AUCTION_CUSTOMER}/${path}`, body, { token });
  const bid = (token: string, goodsId: number, maxFen: number) => post(token, `bid/${goodsId}`, { maxFen });
  const deposit = (token: string, goodsId: number, key = randomUUID()) =>
    post<PaymentDto>(token, `deposit/${goodsId}`, { idempotencyKey: key });
  const win = (token: string, goodsId: number) =>
    call<AuctionWin>(use().app, 'GET', `${AUCTION_CUSTOMER}/win/${goodsId}`, undefined, { token });
  const confirm = (token: string, goodsId: number, body: Record<string, unknown>) =>
    post<PaymentDto>(token, `confirm/${goodsId}`, body);
  const view = (token: string, goodsId: number) =>
    call<{ depositFen: number | null; viewer: { winner: boolean; deposit: { status: number } | null } }>(
      use().app,
      'GET',
      `${AUCTION_SITE}/${goodsId}`,
      undefined,
      { token },
    );
  const pay = async (payment: PaymentDto) => {
    const paid = await notifySandbox(use, { paymentId: payment.id, amountFen: payment.amountFen });
    expect(paid.statusCode).toBe(200);
  };
  /** A held deposit: asked for, then paid. */
  const holdDeposit = async (token: string, goodsId: number) => {
    const payment = await deposit(token, goodsId);
    expect(payment.status).toBe(200);
    await pay(payment.body.data);
  };
  const lotOf = async (goodsId: number) => {
    const [lot] = await use().db.select().from(auctionLots).where(eq(auctionLots.goodsId, goodsId));
    if (!lot) throw new Error(`no lot for goods ${goodsId}`);
    return lot;
  };
  const depositOf = async (lotId: number, bidderId: number) => {
    const [row] = await use()
      .db.select()
      .from(deposits)
      .where(and(eq(deposits.lotId, lotId), eq(deposits.bidderId, bidderId)));
    return row;
  };
  const messages = (customerId: number, kind: string) =>
    count(use().db, 'messages', sql`customer_id = ${customerId} and kind = ${kind}`);
  const addressOf = async (id: number) => {
    const found = (await use().db.execute(
      sql`select id from addresses where customer_id = ${id}`,
    )) as unknown as {
      rows: { id: string | number }[];
    };
    return String(found.rows[0]?.id);
  };
  let moved = 0;
  /** The auction clock moves; every queued job of the auction (and its refunds, messages) falls due and runs. */
  const pass = async (seconds: number, { run = true } = {}) => {
    moved += seconds;
    expect((await call(use().app, 'POST', '/dev/clock', { seconds })).status).toBe(200);
    if (!run) return;
    for (const queue of QUEUES) {
      const ran = await call(use().app, 'POST', '/dev/jobs/advance', { seconds: 3 * 86_400, queue });
      expect(ran.status).toBe(200);
    }
  };
  afterEach(async () => {
    if (moved !== 0) await call(use().app, 'POST', '/dev/clock', { seconds: -moved });
    moved = 0;
  });

  /** A lot with a ¥5.00 deposit that `a` (max ¥50.00) wins over `b` (max ¥30.00); `c` holds a deposit only. */
  async function wonLot() {
    const { db } = use();
    const seller = await person(db);
    const [a, b, c] = [await buyer(db), await buyer(db), await buyer(db)];
    const goodsId = await newLot(db, seller.id, { endsInMs: 10 * MINUTE, depositFen: 500 });
    for (const who of [a, b, c]) await holdDeposit(who.token, goodsId);
    expect((await bid(b.token, goodsId, 3000)).status).toBe(200);
    expect((await bid(a.token, goodsId, 5000)).status).toBe(200);
    await scheduleMissingAuctionTimers(db, clock);
    await pass(11 * 60);
    const lot = await lotOf(goodsId);
    expect([lot.status, lot.winnerId, lot.hammerFen]).toEqual([
      AuctionLotStatus.WON_AWAITING_PAYMENT,
      a.id,
      3100,
    ]);
    return { seller, a, b, c, goodsId, lot };
  }

  it('a lot with a deposit: no bid before it is held; paying it holds it; then bidding is open', async () => {
    const { db } = use();
    const seller = await person(db);
    const me = await buyer(db);
    const goodsId = await newLot(db, seller.id, { depositFen: 500 });
    const refused = await bid(me.token, goodsId, 2000);
    expect([refused.status, refused.body.msg]).toEqual([
      409,
      t('en', 'auction.depositRequired', { deposit: formatMoney(500, 'en') }),
    ]);
    expect(refused.body.data).toEqual({ depositFen: 500 });
    expect((await view(me.token, goodsId)).body.data).toMatchObject({
      depositFen: 500,
      viewer: { deposit: null },
    });

    const bad = await post(me.token, `deposit/${goodsId}`, { idempotencyKey: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ fields: [{ field: 'idempotencyKey' }] });

    const key = randomUUID();
    const first = await deposit(me.token, goodsId, key);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ purpose: 'deposit', amountFen: 500, orders: [], status: 0 });
    // Pending: asked again (another key), the same payment.
    expect((await deposit(me.token, goodsId)).body.data.id).toBe(first.body.data.id);
    expect((await view(me.token, goodsId)).body.data.viewer.deposit).toMatchObject({ status: 0 });
    await pay(first.body.data);
    expect((await view(me.token, goodsId)).body.data.viewer.deposit).toMatchObject({
      status: DepositStatus.HELD,
      amountFen: 500,
      paymentId: first.body.data.id,
    });
    const again = await deposit(me.token, goodsId);
    expect([again.status, again.body.msg]).toEqual([409, t('en', 'auction.depositHeld')]);
    expect((await bid(me.token, goodsId, 2000)).status).toBe(200);

    // The same key again: the first payment; on another lot: a key already used, 400.
    expect((await deposit(me.token, goodsId, key)).body.data.id).toBe(first.body.data.id);
    const other = await newLot(db, seller.id, { depositFen: 300 });
    const reused = await deposit(me.token, other, key);
    expect(reused.status).toBe(400);
    expect(reused.body.data).toMatchObject({ fields: [{ field: 'idempotencyKey' }] });

    const plain = await newLot(db, seller.id);
    expect((await deposit(me.token, plain)).body.msg).toBe(t('en', 'auction.noDepositNeeded'));
  });

  it('the close releases every other deposit with a refund; the winner confirms, pays, and the lot completes', async () => {
    const { db } = use();
    const { seller, a, b, c, goodsId, lot } = await wonLot();
    expect((await depositOf(lot.id, a.id))?.status).toBe(DepositStatus.HELD);
    for (const loser of [b, c]) {
      const held = await depositOf(lot.id, loser.id);
      expect(held?.status).toBe(DepositStatus.RELEASED);
      const [refund] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.depositId, held?.id ?? 0));
      expect(refund).toMatchObject({
        refundKey: `deposit-${held?.id}`,
        amountFen: 500,
        orderId: null,
        status: 1,
      });
    }
    expect((await goodsRow(db, goodsId))?.status).toBe(GoodsStatus.SOLD_OUT);

    expect((await view(a.token, goodsId)).body.data.viewer).toMatchObject({ winner: true });
    expect((await view(b.token, goodsId)).body.data.viewer).toMatchObject({ winner: false });
    // Only the winner sees the win.
    for (const other of [b, seller]) expect((await win(other.token, goodsId)).status).toBe(404);
    const bill = await win(a.token, goodsId);
    expect(bill.body.data).toMatchObject({
      status: 'awaiting',
      hammerFen: 3100,
      depositAppliedFen: 500,
      postageFen: 1000,
      totalFen: 3600,
      orderId: null,
      secondChance: false,
    });
    const addressId = await addressOf(a.id);
    const missing = await confirm(a.token, goodsId, { idempotencyKey: randomUUID(), acceptedTotalFen: 3600 });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toMatchObject({ fields: [{ field: 'addressId' }] });
    const changed = await confirm(a.token, goodsId, {
      addressId,
      idempotencyKey: randomUUID(),
      acceptedTotalFen: 1,
    });
    expect([changed.status, changed.body.msg, changed.body.data]).toEqual([
      409,
      t('en', 'order.totalChanged', { total: formatMoney(3600, 'en') }),
      { totalFen: 3600 },
    ]);
    const key = randomUUID();
    const made = await confirm(a.token, goodsId, { addressId, idempotencyKey: key, acceptedTotalFen: 3600 });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ purpose: 'order', amountFen: 3600 });
    expect(made.body.data.orders).toHaveLength(1);
    expect(made.body.data.orders[0]).toMatchObject({
      itemsTotalFen: 3100,
      postageFen: 1000,
      depositFen: 500,
      totalFen: 3600,
      lines: [{ goodsId: String(goodsId), unitPriceFen: 3100, quantity: 1, paidFen: 3600 }],
    });
    expect(
      (await confirm(a.token, goodsId, { addressId, idempotencyKey: key, acceptedTotalFen: 3600 })).body.data
        .id,
    ).toBe(made.body.data.id);
    await pay(made.body.data);
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.paymentId, Number(made.body.data.id)));
    expect(order?.status).toBe(OrderStatus.AWAITING_SHIPMENT);
    expect((await lotOf(goodsId)).status).toBe(AuctionLotStatus.COMPLETED);
    expect((await depositOf(lot.id, a.id))?.status).toBe(DepositStatus.APPLIED);
    expect((await win(a.token, goodsId)).body.data).toMatchObject({
      status: 'paid',
      orderId: String(order?.id),
    });

    // The seller ships as for any order; settled, the seller's gross is all the buyer paid: order + deposit.
    const orderId = String(order?.id);
    const shipped = await orderCall(use, seller.token, 'seller/ship', orderId, {
      carrierCode: 'SF',
      trackingNumber: 'SF123456789012',
    });
    expect(shipped.status).toBe(200);
    expect((await orderCall(use, a.token, 'confirm', orderId)).status).toBe(200);
    await sweepLater(use);
    expect(await settlementOf(db, orderId)).toMatchObject({
      gross_fen: 4100,
      refunded_fen: 0,
      commission_fen: 205,
      net_fen: 3895,
    });

    // Each message once: the outbid, the win, the losses, the sale.
    await pass(60);
    expect(await messages(b.id, 'auctionOutbid')).toBe(1);
    expect(await messages(a.id, 'auctionWon')).toBe(1);
    expect(await messages(b.id, 'auctionLost')).toBe(1);
    expect(await messages(seller.id, 'auctionSold')).toBe(1);
    expect(await messages(a.id, 'auctionLost')).toBe(0);
    type Listed = {
      kind: string;
      title: string;
      content: string;
      goodsId: string | null;
      link: string | null;
    };
    const listed = await call<{ records: Listed[] }>(
      use().app,
      'GET',
      '/nextland-customer/api/framework/v1/customer/msg/page?current=1&size=20',
      undefined,
      { token: a.token, lang: 'zh-cn' },
    );
    expect(listed.body.data.records.find((m) => m.kind === 'auctionWon')).toMatchObject({
      title: '恭喜中标',
      goodsId: String(goodsId),
      link: `/goods/buy/confirmAuction?lot=${goodsId}`,
    });
  });

  it('unpaid by the deadline: the lot is unsold, the deposit forfeited to the seller; a second chance sells it', async () => {
    const { db } = use();
    const { seller, a, b, goodsId, lot } = await wonLot();
    // Confirmed but never paid: the lapse cancels the order (the goods' stock is the auction's, untouched).
    const unpaid = await confirm(a.token, goodsId, {
      addressId: await addressOf(a.id),
      idempotencyKey: randomUUID(),
      acceptedTotalFen: 3600,
    });
    expect(unpaid.status).toBe(200);
    await pass(25 * HOUR, { run: false });
    const late = await confirm(a.token, goodsId, {
      addressId: await addressOf(a.id),
      idempotencyKey: randomUUID(),
      acceptedTotalFen: 3600,
    });
    expect([late.status, late.body.msg]).toEqual([409, t('en', 'auction.paymentOverdue')]);
    expect((await win(a.token, goodsId)).body.data.status).toBe('expired');
    await pass(60);
    expect((await lotOf(goodsId)).status).toBe(AuctionLotStatus.UNSOLD);
    expect(await goodsRow(db, goodsId)).toMatchObject({ status: GoodsStatus.OFF_SALE, stock: 1 });
    const [cancelled] = await db
      .select()
      .from(orders)
      .where(eq(orders.paymentId, Number(unpaid.body.data.id)));
    expect(cancelled?.status).toBe(OrderStatus.CANCELLED);
    const forfeited = await depositOf(lot.id, a.id);
    expect(forfeited?.status).toBe(DepositStatus.FORFEITED);
    const [settled] = await db
      .select()
      .from(settlements)
      .where(eq(settlements.depositId, forfeited?.id ?? 0));
    expect(settled).toMatchObject({
      kind: 'forfeit',
      sellerId: seller.id,
      orderId: null,
      grossFen: 500,
      refundedFen: 0,
      commissionFen: 25,
      netFen: 475,
    });
    expect(await messages(a.id, 'auctionPaymentDue')).toBe(1);
    expect(await messages(seller.id, 'auctionUnsold')).toBe(1);

    // The second chance: only the seller; to b at b's highest bid, with a fresh deadline.
    expect((await post(b.token, `second-chance/${goodsId}`)).status).toBe(404);
    const offered = await post<{ hammerFen: number }>(seller.token, `second-chance/${goodsId}`);
    expect(offered.status).toBe(200);
    expect(offered.body.data.hammerFen).toBe(3000);
    expect((await post(seller.token, `second-chance/${goodsId}`)).body.msg).toBe(
      t('en', 'auction.noSecondChance'),
    );
    expect((await win(a.token, goodsId)).status).toBe(404);
    const bill = await win(b.token, goodsId);
    expect(bill.body.data).toMatchObject({
      status: 'awaiting',
      secondChance: true,
      hammerFen: 3000,
      depositAppliedFen: 0,
      totalFen: 4000,
    });
    const made = await confirm(b.token, goodsId, {
      addressId: await addressOf(b.id),
      idempotencyKey: randomUUID(),
      acceptedTotalFen: 4000,
    });
    expect(made.status).toBe(200);
    await pay(made.body.data);
    expect((await lotOf(goodsId)).status).toBe(AuctionLotStatus.COMPLETED);
    expect((await goodsRow(db, goodsId))?.status).toBe(GoodsStatus.SOLD_OUT);
    await pass(60);
    expect(await messages(b.id, 'auctionSecondChance')).toBe(1);
  });

  it('a deposit above the hammer price: the order uses the hammer, the rest is refunded; a deposit paid after the close goes back', async () => {
    const { db } = use();
    const seller = await person(db);
    const [me, late] = [await buyer(db), await buyer(db)];
    const goodsId = await newLot(db, seller.id, { endsInMs: 10 * MINUTE, depositFen: 5000 });
    await holdDeposit(me.token, goodsId);
    const pending = await deposit(late.token, goodsId);
    expect((await bid(me.token, goodsId, 2000)).status).toBe(200);
    await scheduleMissingAuctionTimers(db, clock);
    await pass(11 * 60);
    const lot = await lotOf(goodsId);
    expect([lot.status, lot.hammerFen]).toEqual([AuctionLotStatus.WON_AWAITING_PAYMENT, 1000]);

    // Paid after the close: released and refunded at once.
    await pay(pending.body.data);
    const lateDeposit = await depositOf(lot.id, late.id);
    expect(lateDeposit?.status).toBe(DepositStatus.RELEASED);
    expect(await count(db, 'refunds', sql`deposit_id = ${lateDeposit?.id ?? 0} and amount_fen = 5000`)).toBe(
      1,
    );

    const bill = await win(me.token, goodsId);
    expect(bill.body.data).toMatchObject({
      hammerFen: 1000,
      depositAppliedFen: 1000,
      postageFen: 1000,
      totalFen: 1000,
    });
    const made = await confirm(me.token, goodsId, {
      addressId: await addressOf(me.id),
      idempotencyKey: randomUUID(),
      acceptedTotalFen: 1000,
    });
    expect(made.body.data.orders[0]).toMatchObject({ itemsTotalFen: 1000, depositFen: 1000, totalFen: 1000 });
    await pay(made.body.data);
    const applied = await depositOf(lot.id, me.id);
    expect(applied?.status).toBe(DepositStatus.APPLIED);
    const [excess] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.depositId, applied?.id ?? 0));
    expect(excess).toMatchObject({ amountFen: 4000, refundKey: `deposit-${applied?.id}` });
  });

  it('unsold at the close (reserve not met): every held deposit goes back; no second chance without a winner', async () => {
    const { db } = use();
    const seller = await person(db);
    const me = await buyer(db);
    const goodsId = await newLot(db, seller.id, { endsInMs: 10 * MINUTE, depositFen: 500, reserveFen: 9000 });
    await holdDeposit(me.token, goodsId);
    expect((await bid(me.token, goodsId, 2000)).status).toBe(200);
    await scheduleMissingAuctionTimers(db, clock);
    await pass(11 * 60);
    const lot = await lotOf(goodsId);
    expect([lot.status, lot.winnerId]).toEqual([AuctionLotStatus.UNSOLD, null]);
    const released = await depositOf(lot.id, me.id);
    expect(released?.status).toBe(DepositStatus.RELEASED);
    expect(await count(db, 'refunds', sql`deposit_id = ${released?.id ?? 0} and status = 1`)).toBe(1);
    expect(await messages(seller.id, 'auctionUnsold')).toBe(1);
    expect(await messages(me.id, 'auctionLost')).toBe(0);
    expect((await win(me.token, goodsId)).status).toBe(404);
    const refused = await post(seller.token, `second-chance/${goodsId}`);
    expect([refused.status, refused.body.msg]).toEqual([409, t('en', 'auction.noSecondChance')]);
  });

  it('a won lot whose deadline job is missing gets it back from the sweep', async () => {
    const { db } = use();
    const { goodsId, lot } = await wonLot();
    await db.execute(
      sql`delete from pgboss.job where name = 'auction.paymentDue' and (data->>'lotId')::bigint = ${lot.id}`,
    );
    expect(await scheduleMissingAuctionTimers(db, clock)).toBeGreaterThanOrEqual(1);
    await pass(25 * HOUR);
    expect((await lotOf(goodsId)).status).toBe(AuctionLotStatus.UNSOLD);
  });
});
