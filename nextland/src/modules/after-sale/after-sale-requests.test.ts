// The buyer's request on the real app and both databases: when an order may have one, the lines and amounts
// it may ask for (never more than paid, also under 20 requests at once), photos, and others' requests (404).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../test/account-helpers.js';
import {
  AFTER_SALE,
  afterSaleCall,
  ask,
  asked,
  messagesOf,
  paidOrder,
} from '../../test/after-sale-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { count, orderCall } from '../../test/order-helpers.js';
import { uploads } from '../upload/schema.js';
import type { AfterSaleDto } from './dto.js';
import { AfterSaleStatus } from './status.js';

describeOnDrivers('after-sale requests', (use) => {
  it('a refund request on an order awaiting shipment: timeline, deadline, the seller told; others get 404', async () => {
    const { me, seller, order, line } = await paidOrder(use, 1);
    expect(line.paidFen).toBe(6000);
    const made = await ask(use, me.token, {
      orderId: order.id,
      type: 1,
      reasonCode: 'notAsDescribed',
      description: '  <b>colour</b> differs  ',
      lines: [{ orderLineId: line.id, amountFen: 2500 }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const request = made.body.data;
    expect(request).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      type: 1,
      status: AfterSaleStatus.AWAITING_SELLER,
      reason: 'Not as described',
      description: 'colour differs',
      requestedFen: 2500,
      lines: [{ orderLineId: line.id, paidFen: 6000, amountFen: 2500 }],
      refund: null,
      returnAddress: null,
    });
    expect(new Date(request.sellerDeadline ?? 0).getTime() - Date.now()).toBeGreaterThan(
      3 * 86_400_000 - 60_000,
    );
    expect(request.events).toMatchObject([
      { fromStatus: null, toStatus: 0, actor: 'buyer', note: 'Refund only requested: ¥25.00' },
    ]);
    await use().app.jobs.drain();
    expect(await messagesOf(use, seller.id, 'afterSaleRequested')).toBe(1);
    // The seller sees it among theirs; a stranger, and the other side's routes, do not.
    const list = await call<{ records: AfterSaleDto[]; total: number }>(
      use().app,
      'GET',
      `${AFTER_SALE}/seller/list?size=10&status=0`,
      undefined,
      { token: seller.token },
    );
    expect([list.status, list.body.data.total, list.body.data.records[0]?.id]).toEqual([200, 1, request.id]);
    const mine = await call<{ total: number }>(
      use().app,
      'GET',
      `${AFTER_SALE}/list?size=10&status=3`,
      undefined,
      {
        token: me.token,
      },
    );
    expect([mine.status, mine.body.data.total]).toEqual([200, 0]);
    const stranger = await paidOrder(use, 1);
    // One order's requests (the order detail page's list): this order's, not another's.
    for (const [orderId, total] of [
      [order.id, 1],
      [stranger.order.id, 0],
    ] as const) {
      const ofOrder = await call<{ total: number }>(
        use().app,
        'GET',
        `${AFTER_SALE}/list?size=10&orderId=${orderId}`,
        undefined,
        { token: me.token },
      );
      expect([ofOrder.status, ofOrder.body.data.total]).toEqual([200, total]);
    }
    for (const [token, verb] of [
      [stranger.me.token, 'detail'],
      [stranger.seller.token, 'seller/detail'],
      [seller.token, 'detail'],
      [me.token, 'seller/detail'],
      [stranger.seller.token, 'seller/approve'],
      [stranger.me.token, 'withdraw'],
    ] as const) {
      const reply = await afterSaleCall(use, token, verb, request.id, {});
      expect([verb, reply.status]).toEqual([verb, 404]);
    }
    // Someone else's order cannot be asked about either.
    const foreign = await ask(use, stranger.me.token, {
      orderId: order.id,
      type: 1,
      lines: [{ orderLineId: line.id, amountFen: 100 }],
    });
    expect(foreign.status).toBe(404);
    expect((await afterSaleCall(use, me.token, 'detail', request.id)).body.data.status).toBe(0);
  });

  it('which orders may ask: refund only until completed, either kind for 7 days after, none unpaid', async () => {
    const shipped = await paidOrder(use, 2);
    const body = (type: 1 | 2, o = shipped) => ({
      orderId: o.order.id,
      type,
      lines: [{ orderLineId: o.line.id, amountFen: 100 }],
    });
    const returned = await ask(use, shipped.me.token, body(2));
    expect([returned.status, returned.body.msg]).toEqual([
      409,
      'Return and refund is only for completed orders',
    ]);
    const done = await paidOrder(use, 3);
    await use().db.execute(
      sql`update orders set completed_at = now() - interval '8 days' where id = ${Number(done.order.id)}`,
    );
    const late = await ask(use, done.me.token, body(1, done));
    expect([late.status, late.body.msg]).toEqual([
      409,
      'After-sale requests close 7 days after the order is completed',
    ]);
    await use().db.execute(
      sql`update orders set completed_at = now() - interval '6 days' where id = ${Number(done.order.id)}`,
    );
    expect((await ask(use, done.me.token, body(2, done))).status).toBe(200);
    // An order awaiting payment: none.
    const unpaid = await paidOrder(use, 1);
    await use().db.execute(sql`update orders set status = 0 where id = ${Number(unpaid.order.id)}`);
    const early = await ask(use, unpaid.me.token, body(1, unpaid));
    expect([early.status, early.body.msg]).toEqual([
      409,
      'This order cannot have an after-sale request while it is “awaiting payment”',
    ]);
  });

  it('lines: each once, of this order, within what is left, one open request at a time', async () => {
    const { me, order, line } = await paidOrder(use, 1);
    const other = await paidOrder(use, 1);
    const bad = await ask(use, me.token, {
      orderId: order.id,
      type: 1,
      lines: [
        { orderLineId: other.line.id, amountFen: 100 },
        { orderLineId: line.id, amountFen: 6001 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ fields: [{ field: 'lines.0.orderLineId' }] });
    const twice = await ask(use, me.token, {
      orderId: order.id,
      type: 1,
      lines: [
        { orderLineId: line.id, amountFen: 100 },
        { orderLineId: line.id, amountFen: 100 },
      ],
    });
    expect(twice.body.data).toMatchObject({
      fields: [{ field: 'lines.1.orderLineId', message: 'Each item may appear once' }],
    });
    const over = await ask(use, me.token, {
      orderId: order.id,
      type: 1,
      lines: [{ orderLineId: line.id, amountFen: 6001 }],
    });
    expect([over.status, over.body.data]).toEqual([
      400,
      {
        fields: [
          { field: 'lines.0.amountFen', message: 'At most ¥60.00 can still be refunded for this item' },
        ],
      },
    ]);
    const first = await asked(use, me.token, order, 1000);
    const open = await ask(use, me.token, {
      orderId: order.id,
      type: 1,
      lines: [{ orderLineId: line.id, amountFen: 100 }],
    });
    expect([open.status, open.body.msg]).toEqual([
      409,
      `An after-sale request for ${line.title} is still open`,
    ]);
    expect(await count(use().db, 'after_sales', sql`order_id = ${Number(order.id)}`)).toBe(1);
    // Withdrawn, its amount is free again; refunded, it stays taken.
    expect((await afterSaleCall(use, me.token, 'withdraw', first.id)).body.data.status).toBe(
      AfterSaleStatus.WITHDRAWN,
    );
    const second = await asked(use, me.token, order, 6000);
    expect(second.requestedFen).toBe(6000);
  });

  it('photos: up to six of my own public uploads, in order', async () => {
    const { me, order, line } = await paidOrder(use, 1);
    const stranger = await paidOrder(use, 1);
    const upload = async (ownerId: number, visibility = 'public') => {
      const [row] = await use()
        .db.insert(uploads)
        .values({
          ownerId,
          purpose: 'listing',
          visibility,
          storageKey: `ab/${randomUUID().replaceAll('-', '')}.jpg`,
          mime: 'image/jpeg',
          width: 800,
          height: 600,
          bytes: 1000,
          sha256: 'a'.repeat(64),
        })
        .returning({ id: uploads.id });
      return String(row?.id);
    };
    const mine = [await upload(me.id), await upload(me.id)];
    const theirs = await upload(stranger.me.id);
    const body = (photoIds: string[]) => ({
      orderId: order.id,
      type: 1 as const,
      photoIds,
      lines: [{ orderLineId: line.id, amountFen: 100 }],
    });
    const refused = await ask(use, me.token, body([mine[0] as string, theirs]));
    expect(refused.body.data).toEqual({
      fields: [{ field: 'photoIds.1', message: 'Upload the photo first' }],
    });
    expect((await ask(use, me.token, body(Array(7).fill(mine[0])))).status).toBe(400);
    const made = await ask(use, me.token, body([mine[1] as string, mine[0] as string]));
    expect(made.status).toBe(200);
    expect(made.body.data.photos).toHaveLength(2);
    expect(made.body.data.photos[0]?.url).toMatch(/^\/files\/uploads\/ab\/[0-9a-f]{32}\.jpg$/);
  });

  it('20 requests at once for one line: one is made, the rest 409, never more than paid', async () => {
    const { me, order, line } = await paidOrder(use, 1);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        ask(use, me.token, {
          orderId: order.id,
          type: 1,
          lines: [{ orderLineId: line.id, amountFen: 4000 }],
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const held = (await use().db.execute(
      sql`select coalesce(sum(amount_fen), 0)::int as fen from after_sale_lines where order_line_id = ${Number(line.id)}`,
    )) as { rows: { fen: number }[] };
    expect(held.rows[0]?.fen).toBe(4000);
    expect(await orderCall(use, me.token, 'detail', order.id).then((r) => r.body.data.status)).toBe(1);
  });
});
