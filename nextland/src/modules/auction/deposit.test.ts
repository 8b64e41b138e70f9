// Deposits on the real app, on PGlite and PostgreSQL (decision 0028 §3): none no bid; paid, held; released with
// a refund when the lot closes unsold or when paid too late; the part above the hammer price refunded.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { t } from '../../lib/messages/index.js';
import { formatMoney } from '../../lib/money.js';
import { MINUTE, newLot } from '../../test/auction-helpers.js';
import { auctionSettleKit, clock } from '../../test/auction-settle-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { buyer, count, person } from '../../test/order-helpers.js';
import { AuctionLotStatus } from '../goods/status.js';
import { refunds } from '../refund/schema.js';
import { DepositStatus } from './schema.js';
import { scheduleMissingAuctionTimers } from './timers.js';

describeOnDrivers('auction deposits', (use) => {
  const {
    post,
    bid,
    deposit,
    win,
    confirm,
    view,
    pay,
    holdDeposit,
    lotOf,
    depositOf,
    messages,
    addressOf,
    pass,
  } = auctionSettleKit(use);

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
    // The cashier sends the bidder back to the lot, where the bid form waits for the deposit.
    const cashier = new URL(first.body.data.cashierUrl ?? '', 'http://x');
    expect(cashier.searchParams.get('return')).toBe(`/en/goods/details?id=${goodsId}`);
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

  it('a deposit payment replaced after its deadline and paid anyway goes back whole; the deposit keeps its new payment', async () => {
    const { db } = use();
    const seller = await person(db);
    const me = await buyer(db);
    const goodsId = await newLot(db, seller.id, { depositFen: 600 });
    const old = (await deposit(me.token, goodsId)).body.data;
    // Its time runs out: asked again, the deposit points at a fresh payment and the old one is cancelled.
    await db.execute(
      sql`update payments set pay_deadline = now() - interval '1 minute' where id = ${old.id}`,
    );
    const fresh = (await deposit(me.token, goodsId)).body.data;
    expect(fresh.id).not.toBe(old.id);

    // The provider still takes the money for the old payment: it is paid, and all of it goes back at once.
    await pay(old);
    const [back] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, Number(old.id)));
    expect(back).toMatchObject({
      amountFen: 600,
      refundKey: `payment-${old.id}`,
      orderId: null,
      depositId: null,
    });
    expect((await view(me.token, goodsId)).body.data.viewer.deposit).toMatchObject({ status: 0 });

    // The fresh payment holds the deposit; nothing else is paid back.
    await pay(fresh);
    expect((await view(me.token, goodsId)).body.data.viewer.deposit).toMatchObject({
      status: DepositStatus.HELD,
      paymentId: fresh.id,
    });
    expect(await count(db, 'refunds', sql`payment_id in (${Number(old.id)}, ${Number(fresh.id)})`)).toBe(1);
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
});
