// Works in the cart, checkout, payment and library (decision 0023), on PGlite and (with TEST_POSTGRES_URL)
// PostgreSQL: one edition per line, no postage or address, editions never oversold and returned once, the
// library written once with the payment, and nobody else's library readable.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { C, call } from '../../test/account-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { count, notifySandbox, orderCall, paymentOf, person, runDelayed } from '../../test/order-helpers.js';
import {
  buyWorks,
  createWorks,
  library,
  previewWorks,
  work,
  workRow,
  worksCart,
} from '../../test/work-order-helpers.js';
import { customers } from '../customer/schema.js';
import { GoodsStatus } from '../goods/status.js';
import { createSession } from '../session/service.js';
import { workTranslations } from '../work/schema.js';
import { orderExpireQueue } from './queues.js';
import { OrderStatus } from './status.js';

describeOnDrivers('works checkout', (use) => {
  it('the works cart is its own list, one edition per line; checkout has no address or postage; payment completes and fills the library', async () => {
    const { db } = use();
    const me = await person(db); // no address at all: works never ask for one
    const [s1, s2] = [await person(db), await person(db)];
    const a = await work(db, s1.id, { price: 1999, editions: 3 });
    const b = await work(db, s2.id, { price: 500, editions: 1 });
    expect((await worksCart(use, me.token, 'add', { workId: String(a) })).status).toBe(200);
    const twice = await worksCart(use, me.token, 'add', { workId: String(a), quantity: 1 });
    expect(twice.body.data.lineCount).toBe(1);
    expect(twice.body.data.sellers[0]?.lines[0]?.quantity).toBe(1);
    const two = await worksCart(use, me.token, 'add', { workId: String(a), quantity: 2 });
    expect(two.body.code).toBe(400);
    const added = await worksCart(use, me.token, 'add', { workId: String(b) });
    expect(added.body.data.lineCount).toBe(2);
    expect(added.body.data.sellers.flatMap((s) => s.lines).every((l) => l.itemKind === 'opus')).toBe(true);
    const lineId = added.body.data.sellers.flatMap((s) => s.lines)[0]?.id ?? '';
    const more = await worksCart(use, me.token, 'quantity', { id: lineId, quantity: 2 });
    expect([more.body.code, more.body.data]).toMatchObject([400, { fields: [{ field: 'quantity' }] }]);
    // The goods cart does not see works.
    const goodsCart = await call<{ count: number }>(use().app, 'GET', `${C}/cart/goods/count`, undefined, {
      token: me.token,
    });
    expect(goodsCart.body.data.count).toBe(0);

    const priced = await previewWorks(use, me.token);
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.data.totalFen).toBe(1999 + 500);
    expect(priced.body.data.problems).toEqual([]);
    const made = await createWorks(use, me.token, { acceptedTotalFen: priced.body.data.totalFen });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const payment = made.body.data;
    expect(payment.amountFen).toBe(2499);
    expect(payment.orders).toHaveLength(2);
    expect(payment.cashierUrl).toContain(encodeURIComponent('/en/opus/buy/success'));
    for (const order of payment.orders) {
      expect(order.digital).toBe(true);
      expect(order.postageFen).toBe(0);
      expect(order.address).toBeNull();
      expect(order.totalFen).toBe(order.itemsTotalFen);
      expect(order.lines.map((l) => [l.itemKind, l.goodsId, l.quantity])).toEqual([['opus', null, 1]]);
      expect(order.lines.reduce((sum, l) => sum + l.paidFen, 0)).toBe(order.totalFen);
    }
    expect(payment.orders.reduce((sum, o) => sum + o.totalFen, 0)).toBe(payment.amountFen);
    expect((await workRow(db, a))?.editionsSold).toBe(1);
    const last = await workRow(db, b);
    expect([last?.editionsSold, last?.status]).toEqual([1, GoodsStatus.SOLD_OUT]);
    expect((await worksCart(use, me.token, 'list')).body.data.lineCount).toBe(0);
    expect((await library(use, me.token)).body.data.records).toEqual([]);

    expect((await notifySandbox(use, { paymentId: payment.id, amountFen: 2499 })).statusCode).toBe(200);
    const paid = (await paymentOf(use, me.token, payment.id)).body.data;
    for (const order of paid.orders) {
      expect(order.status).toBe(OrderStatus.COMPLETED);
      expect(order.completedAt).not.toBeNull();
    }
    const shelf = (await library(use, me.token)).body.data;
    expect(shelf.records.map((r) => r.work.id).sort()).toEqual([String(a), String(b)].sort());
    expect(shelf.total).toBe(2);

    // Owning it: the cart and checkout refuse a second purchase, with a translated message.
    const again = await worksCart(use, me.token, 'add', { workId: String(a) });
    expect([again.status, again.body.code]).toEqual([409, 409]);
    expect(again.body.msg).toMatch(/library/);
    const buyAgain = await previewWorks(use, me.token, [a]);
    const twiceMade = await createWorks(use, me.token, {
      workIds: [a],
      acceptedTotalFen: buyAgain.body.data.totalFen,
    });
    expect([twiceMade.body.code, twiceMade.body.data]).toMatchObject([
      409,
      { lines: [{ workId: String(a), code: 'OWNED' }] },
    ]);
  });

  it('200 buyers for the last 3 editions: exactly 3 orders, never oversold, everyone else sold out', async () => {
    const { db } = use();
    const seller = await person(db);
    const w = await work(db, seller.id, { price: 100, editions: 3 });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => person(db)));
    const replies = await Promise.all(
      buyers.map((b) => createWorks(use, b.token, { workIds: [w], acceptedTotalFen: 100 })),
    );
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    const row = await workRow(db, w);
    expect([row?.editionsSold, row?.status]).toEqual([3, GoodsStatus.SOLD_OUT]);
    expect(await count(db, 'order_lines', sql`work_id = ${w}`)).toBe(3);
  }, 120_000);

  it('a second unpaid order for the same work is refused; cancel and expiry return the edition once', async () => {
    const { db } = use();
    const me = await person(db);
    const seller = await person(db);
    const w = await work(db, seller.id, { editions: 1 });
    const payment = await buyWorks(use, me.token, [w]);
    const pending = await createWorks(use, me.token, { workIds: [w], acceptedTotalFen: 8800 });
    expect(pending.body.code).toBe(409);
    const order = payment.orders[0];
    expect((await orderCall(use, me.token, 'cancel', order?.id ?? '')).status).toBe(200);
    expect((await orderCall(use, me.token, 'cancel', order?.id ?? '')).body.code).toBe(409);
    const back = await workRow(db, w);
    expect([back?.editionsSold, back?.status]).toEqual([0, GoodsStatus.ON_SALE]);

    // Expiry: the job returns the edition; running it again changes nothing.
    const other = await person(db);
    const second = await buyWorks(use, other.token, [w]);
    expect((await workRow(db, w))?.editionsSold).toBe(1);
    await runDelayed(use, orderExpireQueue.name);
    await expect
      .poll(
        async () =>
          (await orderCall(use, other.token, 'detail', second.orders[0]?.id ?? '')).body.data.status,
      )
      .toBe(OrderStatus.CANCELLED);
    expect((await workRow(db, w))?.editionsSold).toBe(0);

    // The payment arrives after the cancel: refunded as goods are, nothing reaches the library.
    const late = await notifySandbox(use, { paymentId: payment.id, amountFen: payment.amountFen });
    expect(late.statusCode).toBe(200);
    expect((await library(use, me.token)).body.data.records).toEqual([]);
    expect((await workRow(db, w))?.editionsSold).toBe(0);
  });

  it('100 duplicate notifications write the library once; another user never reads it', async () => {
    const { db } = use();
    const me = await person(db);
    const seller = await person(db);
    const w = await work(db, seller.id);
    const payment = await buyWorks(use, me.token, [w]);
    const txn = `txn-${randomUUID()}`;
    await Promise.all(
      Array.from({ length: 100 }, () =>
        notifySandbox(use, { paymentId: payment.id, amountFen: payment.amountFen, providerTxnId: txn }),
      ),
    );
    // A second, different transaction for the paid payment changes nothing either.
    await notifySandbox(use, { paymentId: payment.id, amountFen: payment.amountFen });
    expect(await count(db, 'library_items', sql`customer_id = ${me.id}`)).toBe(1);
    expect(await count(db, 'order_events', sql`order_id = ${Number(payment.orders[0]?.id)}`)).toBe(2);

    const stranger = await person(db);
    const theirs = await library(use, stranger.token);
    expect(theirs.body.data.records).toEqual([]);
    const detail = await orderCall(use, stranger.token, 'detail', payment.orders[0]?.id ?? '');
    expect(detail.body.code).toBe(404);
    const anonymous = await library(use, '');
    expect(anonymous.status).toBe(401);
  });

  it('the seed gave 林晚 two works in her library through completed digital orders', async () => {
    const { db } = use();
    const [lin] = await db.select().from(customers).where(eq(customers.openid, 'o-demo-verified'));
    const token = (await createSession(db, lin?.id ?? 0)).access_token;
    const shelf = (await library(use, token)).body.data.records;
    expect(shelf).toHaveLength(2);
    for (const item of shelf) {
      const order = (await orderCall(use, token, 'detail', item.orderId)).body.data;
      expect([order.digital, order.status, order.postageFen]).toEqual([true, OrderStatus.COMPLETED, 0]);
    }
  });

  it('the library pages by cursor, newest first, titles in the reader’s language', async () => {
    const { db } = use();
    const me = await person(db);
    const seller = await person(db);
    const ids = [await work(db, seller.id), await work(db, seller.id), await work(db, seller.id)];
    await db
      .insert(workTranslations)
      .values({ workId: ids[0] ?? 0, lang: 'en', title: 'A translated title', description: '' });
    for (const id of ids) {
      const payment = await buyWorks(use, me.token, [id]);
      await notifySandbox(use, { paymentId: payment.id, amountFen: payment.amountFen });
    }
    const first = (await library(use, me.token, '?size=2')).body.data;
    expect(first.records.map((r) => r.work.id)).toEqual([String(ids[2]), String(ids[1])]);
    expect(first.hasNext).toBe(true);
    const next = (await library(use, me.token, `?size=2&after=${first.nextCursor}`)).body.data;
    expect(next.records.map((r) => [r.work.id, r.work.title])).toEqual([
      [String(ids[0]), 'A translated title'],
    ]);
    expect(next.hasNext).toBe(false);
  });
});
