import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoUnionid } from '../../db/seed/accounts.js';
import { call } from '../../test/account-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import {
  buyer,
  count,
  goodsRow,
  notifySandbox,
  ORDER,
  orderCall,
  paymentOf as paymentOfVia,
  runDelayed,
  type SandboxNotice,
  twoOrders as twoOrdersOf,
} from '../../test/order-helpers.js';
import type { OrderCountsDto } from './dto.js';
import { OrderStatus } from './status.js';

describeOnDrivers('orders', (use) => {
  const notify = (body: SandboxNotice, secret?: string) => notifySandbox(use, body, secret);
  const twoOrders = () => twoOrdersOf(use);
  const paymentOf = (token: string, id: string) => paymentOfVia(use, token, id);
  // First: the tests below move the queue's clock, which also runs the demo orders' timers (order-timers.ts).
  it('the seed gave the demo accounts orders in every status, as buyer and as seller', async () => {
    const { db } = use();
    const ids = sql`(select id from customers where unionid = ${demoUnionid('verified')})`;
    const asBuyer = await db.execute(
      sql`select distinct status from orders where buyer_id = ${ids} order by status`,
    );
    const asSeller = await db.execute(
      sql`select distinct status from orders where seller_id = ${ids} order by status`,
    );
    const statuses = (result: unknown) =>
      (result as { rows: { status: number }[] }).rows.map((row) => row.status);
    expect(statuses(asBuyer)).toEqual([0, 1, 2, 3, 4]);
    // …and as seller, closed too: the demo after-sales (demo-after-sales.ts) refund one of her sales in full.
    expect(statuses(asSeller)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(
      await count(
        db,
        'order_events',
        sql`order_id in (select id from orders where buyer_id = ${ids} and not digital)`,
      ),
    ).toBe(1 + 2 + 3 + 4 + 2);
  });

  it('every move: legal ones advance with a timeline step, illegal ones are 409 and change nothing', async () => {
    const { me, s1, s2, a, payment } = await twoOrders();
    const [o1, o2] = payment.orders.map((order) => order.id) as [string, string];
    const ship = (token: string, id: string) =>
      orderCall(use, token, 'seller/ship', id, { carrierCode: 'SF', trackingNumber: 'sf 1234 5678 9012' });
    // Awaiting payment: no ship, no confirm; the buyer may cancel (o2), units return.
    expect((await ship(s1.token, o1)).status).toBe(409);
    const early = await orderCall(use, me.token, 'confirm', o1);
    expect([early.status, early.body.msg]).toEqual([
      409,
      'Cannot change from “awaiting payment” to “completed”',
    ]);
    const stockBefore = (await goodsRow(use().db, a))?.stock;
    const cancel = await orderCall(use, me.token, 'cancel', o2);
    expect(cancel.body.data.status).toBe(OrderStatus.CANCELLED);
    expect((await orderCall(use, me.token, 'cancel', o2)).status).toBe(409);
    expect((await goodsRow(use().db, a))?.stock).toBe(stockBefore);
    // Pay the rest: the cancelled order's share is refunded, the other moves to awaiting shipment.
    await notify({ paymentId: payment.id, amountFen: payment.amountFen });
    expect((await orderCall(use, me.token, 'cancel', o1)).status).toBe(409);
    expect((await orderCall(use, me.token, 'confirm', o1)).status).toBe(409);
    expect((await ship(s2.token, o1)).status).toBe(404);
    const shipped = await ship(s1.token, o1);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data.shipment).toMatchObject({
      carrierCode: 'SF',
      trackingNumber: 'SF123456789012',
    });
    expect(shipped.body.data.autoConfirmAt).not.toBeNull();
    expect(shipped.body.data.events.at(-1)?.note).toBe(
      'Shipped with SF Express, tracking number SF123456789012',
    );
    expect((await ship(s1.token, o1)).status).toBe(409);
    const done = await orderCall(use, me.token, 'confirm', o1);
    expect(done.body.data.status).toBe(OrderStatus.COMPLETED);
    expect(done.body.data.events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [null, 0, 'buyer'],
      [0, 1, 'system'],
      [1, 2, 'seller'],
      [2, 3, 'buyer'],
    ]);
    // Auto-confirm finds it completed: a 409 swallowed, nothing written.
    await runDelayed(use, 'order.autoConfirm');
    expect((await orderCall(use, me.token, 'detail', o1)).body.data.events).toHaveLength(4);
  });

  it('auto-confirm completes a shipped order; counts per status; lists by cursor and status', async () => {
    const { me, s1, payment } = await twoOrders();
    await notify({ paymentId: payment.id, amountFen: payment.amountFen });
    const o1 = payment.orders[0]?.id as string;
    await orderCall(use, s1.token, 'seller/ship', o1, {
      carrierCode: 'YTO',
      trackingNumber: 'YT1234567890',
    });
    await runDelayed(use, 'order.autoConfirm');
    const detail = await orderCall(use, me.token, 'detail', o1);
    expect(detail.body.data.status).toBe(OrderStatus.COMPLETED);
    expect(detail.body.data.events.at(-1)?.actor).toBe('system');
    const counts = await call<OrderCountsDto>(use().app, 'GET', `${ORDER}/counts`, undefined, {
      token: me.token,
    });
    expect(counts.body.data).toMatchObject({ all: 2, awaitingShipment: 1, completed: 1 });
    const page = await call<{ records: { id: string }[]; nextCursor: string }>(
      use().app,
      'GET',
      `${ORDER}/list?size=1`,
      undefined,
      { token: me.token },
    );
    const next = await call<{ records: { id: string }[] }>(
      use().app,
      'GET',
      `${ORDER}/list?size=1&after=${page.body.data.nextCursor}`,
      undefined,
      { token: me.token },
    );
    expect([...page.body.data.records, ...next.body.data.records].map((r) => r.id).sort()).toEqual(
      payment.orders.map((order) => order.id).sort(),
    );
    const completed = await call<{ records: { id: string }[] }>(
      use().app,
      'GET',
      `${ORDER}/list?status=3`,
      undefined,
      {
        token: me.token,
      },
    );
    expect(completed.body.data.records.map((r) => r.id)).toEqual([o1]);
    const sellerList = await call<{ records: { id: string }[] }>(
      use().app,
      'GET',
      `${ORDER}/seller/list`,
      undefined,
      {
        token: s1.token,
      },
    );
    expect(sellerList.body.data.records.map((r) => r.id)).toEqual([o1]);
  });

  it("another user's orders and payments are 404; a seller sees only their own", async () => {
    const { me, s1, payment } = await twoOrders();
    const stranger = await buyer(use().db);
    const [o1, o2] = payment.orders.map((order) => order.id) as [string, string];
    expect((await orderCall(use, stranger.token, 'detail', o1)).status).toBe(404);
    expect((await orderCall(use, stranger.token, 'cancel', o1)).status).toBe(404);
    expect((await paymentOf(stranger.token, payment.id)).status).toBe(404);
    expect((await orderCall(use, s1.token, 'seller/detail', o1)).status).toBe(200);
    expect((await orderCall(use, s1.token, 'seller/detail', o2)).status).toBe(404);
    expect((await orderCall(use, me.token, 'seller/detail', o1)).status).toBe(404);
    expect((await orderCall(use, s1.token, 'detail', o1)).status).toBe(404);
    const list = await call<{ records: unknown[] }>(use().app, 'GET', `${ORDER}/payment/list`, undefined, {
      token: stranger.token,
    });
    expect(list.body.data.records).toEqual([]);
  });
  it('lists the carriers in the request language', async () => {
    const me = await buyer(use().db);
    const zh = await call<{ code: string; name: string }[]>(
      use().app,
      'GET',
      `${ORDER}/carriers`,
      undefined,
      {
        token: me.token,
        lang: 'zh-cn',
      },
    );
    expect(zh.body.data[0]).toEqual({ code: 'SF', name: '顺丰速运' });
    expect(zh.body.data).toHaveLength(7);
  });
});
