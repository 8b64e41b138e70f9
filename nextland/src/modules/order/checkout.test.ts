// Checkout on the real app, on PGlite and (with TEST_POSTGRES_URL) PostgreSQL: totals, postage, conflicts,
// idempotency and the races decision 0019 names.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import {
  buyer,
  buyNow,
  count,
  create,
  goodsRow,
  item,
  person,
  preview,
  runDelayed,
} from '../../test/order-helpers.js';
import { CartItemKind, cartLines } from '../cart/schema.js';
import { expressEntries } from '../express/schema.js';
import { GoodsStatus } from '../goods/status.js';
import { FLAT_POSTAGE_FEN } from './pricing.js';
import { OrderStatus } from './status.js';

describeOnDrivers('checkout', (use) => {
  it('a two-seller cart makes two orders and one payment; lines leave the cart; totals add up', async () => {
    const { db } = use();
    const me = await buyer(db);
    const [s1, s2] = [await person(db), await person(db)];
    const a = await item(db, s1.id, { price: 1999, stock: 3 });
    const b = await item(db, s1.id, { price: 500, stock: 3 });
    const c = await item(db, s2.id, { price: 12_345, stock: 1 });
    for (const [id, quantity] of [
      [a, 2],
      [b, 1],
      [c, 1],
    ] as const) {
      await db.insert(cartLines).values({
        customerId: me.id,
        itemKind: CartItemKind.GOODS,
        itemId: id,
        quantity,
        priceSeenFen: (await goodsRow(db, id))?.price ?? 0,
      });
    }
    const editedAt = (await goodsRow(db, a))?.updatedAt.getTime();
    const priced = await preview(use, me.token);
    expect(priced.status).toBe(200);
    const p = priced.body.data;
    expect(p.problems).toEqual([]);
    expect(p.sellers).toHaveLength(2);
    expect(p.itemsTotalFen).toBe(1999 * 2 + 500 + 12_345);
    expect(p.postageFen).toBe(2 * FLAT_POSTAGE_FEN);
    const made = await create(use, me.token, { acceptedTotalFen: p.totalFen });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const payment = made.body.data;
    expect(payment.amountFen).toBe(p.totalFen);
    expect(payment.orders).toHaveLength(2);
    expect(payment.cashierUrl).toMatch(new RegExp(`^/sandbox-pay/cashier/${payment.id}\\?`));
    for (const order of payment.orders) {
      expect(order.status).toBe(OrderStatus.AWAITING_PAYMENT);
      expect(order.orderNumber).toMatch(/^NL\d{16}$/);
      expect(order.lines.reduce((sum, line) => sum + line.paidFen, 0)).toBe(order.totalFen);
      expect(order.events).toHaveLength(1);
      expect(order.address?.provinceCode).toBe('330000');
      expect(order.payDeadline).not.toBeNull();
    }
    const stillOnSale = await goodsRow(db, a);
    expect(stillOnSale?.stock).toBe(1);
    // A sale is not the seller's edit: their list (newest edit first) does not move; selling out does.
    expect(stillOnSale?.updatedAt.getTime()).toBe(editedAt);
    const soldOut = await goodsRow(db, c);
    expect([soldOut?.stock, soldOut?.status]).toEqual([0, GoodsStatus.SOLD_OUT]);
    expect(soldOut?.updatedAt.getTime()).toBeGreaterThan(editedAt ?? Number.POSITIVE_INFINITY);
    expect(await count(db, 'cart_lines', sql`customer_id = ${me.id}`)).toBe(0);
  });

  it('a no-postage rule for the province and count makes that seller’s postage free', async () => {
    const { db } = use();
    const me = await buyer(db);
    const seller = await person(db);
    const g = await item(db, seller.id, { price: 800 });
    await db
      .insert(expressEntries)
      .values({ customerId: seller.id, name: '包邮', regions: ['330000'], minCount: 2 });
    const one = await preview(use, me.token, [{ goodsId: g, quantity: 1 }]);
    expect(one.body.data.postageFen).toBe(FLAT_POSTAGE_FEN);
    const two = await preview(use, me.token, [{ goodsId: g, quantity: 2 }]);
    expect(two.body.data.sellers[0]?.freeShipping).toBe(true);
    expect(two.body.data.totalFen).toBe(1600);
  });

  it('refuses a different total, a changed price and sold-out goods with 409, changing nothing', async () => {
    const { db } = use();
    const me = await buyer(db);
    const seller = await person(db);
    const g = await item(db, seller.id, { price: 1000, stock: 2 });
    const wrong = await create(use, me.token, {
      lines: [{ goodsId: g, quantity: 1 }],
      acceptedTotalFen: 1,
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.data).toEqual({ totalFen: 2000 });
    const short = await create(use, me.token, {
      lines: [{ goodsId: g, quantity: 3 }],
      acceptedTotalFen: 4000,
    });
    expect(short.status).toBe(409);
    expect(short.body.data).toEqual({ lines: [{ goodsId: String(g), code: 'SOLD_OUT' }] });
    await db
      .insert(cartLines)
      .values({ customerId: me.id, itemKind: 'goods', itemId: g, quantity: 1, priceSeenFen: 900 });
    const changed = await preview(use, me.token);
    expect(changed.body.data.problems.map((problem) => problem.code)).toEqual(['PRICE_CHANGED']);
    const refused = await create(use, me.token, { acceptedTotalFen: 2000 });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('review your order');
    expect(await count(db, 'orders', sql`buyer_id = ${me.id}`)).toBe(0);
    expect((await goodsRow(db, g))?.stock).toBe(2);
  });

  it('the same idempotency key, in sequence or at once, makes one set of orders', async () => {
    const { db } = use();
    const me = await buyer(db);
    const seller = await person(db);
    const g = await item(db, seller.id, { price: 1000, stock: 50 });
    const key = randomUUID();
    const body = { lines: [{ goodsId: g, quantity: 1 }], acceptedTotalFen: 2000, idempotencyKey: key };
    const first = await create(use, me.token, body);
    const again = await create(use, me.token, body);
    expect(again.body.data.id).toBe(first.body.data.id);
    const key2 = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => create(use, me.token, { ...body, idempotencyKey: key2 })),
    );
    expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([200]));
    expect(new Set(replies.map((reply) => reply.body.data.id)).size).toBe(1);
    expect(await count(db, 'orders', sql`buyer_id = ${me.id}`)).toBe(2);
    expect((await goodsRow(db, g))?.stock).toBe(48);
  });

  it('one cart checked out twice at once: the same key answers one payment; two keys make one set of orders', async () => {
    const { db } = use();
    const me = await buyer(db);
    const seller = await person(db);
    const g = await item(db, seller.id, { price: 1000, stock: 50 });
    const fill = () =>
      db.insert(cartLines).values({
        customerId: me.id,
        itemKind: CartItemKind.GOODS,
        itemId: g,
        quantity: 2,
        priceSeenFen: 1000,
      });
    const body = { acceptedTotalFen: 3000 };
    await fill();
    const key = randomUUID();
    const sameKey = await Promise.all(
      Array.from({ length: 5 }, () => create(use, me.token, { ...body, idempotencyKey: key })),
    );
    expect(sameKey.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(sameKey.map((reply) => reply.body.data.id)).size).toBe(1);
    await fill();
    // Two tabs, two keys: the second waits for the first on the cart lines, then finds the cart empty.
    const twoKeys = await Promise.all([create(use, me.token, body), create(use, me.token, body)]);
    expect(twoKeys.map((reply) => reply.status).sort()).toEqual([200, 400]);
    expect(await count(db, 'orders', sql`buyer_id = ${me.id}`)).toBe(2);
    expect((await goodsRow(db, g))?.stock).toBe(46);
  });

  it('200 buyers for the last 10 units: exactly 10 orders, never below zero; expiry returns them once', async () => {
    const { db } = use();
    const seller = await person(db);
    const g = await item(db, seller.id, { price: 990, stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => buyer(db)));
    const replies = await Promise.all(
      buyers.map((b) =>
        create(use, b.token, { lines: [{ goodsId: g, quantity: 1 }], acceptedTotalFen: 1990 }),
      ),
    );
    const won = replies.filter((reply) => reply.status === 200);
    const lost = replies.filter((reply) => reply.status !== 200);
    expect(won).toHaveLength(10);
    expect(new Set(lost.map((reply) => reply.status))).toEqual(new Set([409]));
    expect(lost.every((reply) => reply.body.msg.startsWith('Sold out'))).toBe(true);
    const row = await goodsRow(db, g);
    expect([row?.stock, row?.status]).toEqual([0, GoodsStatus.SOLD_OUT]);
    expect(await count(db, 'order_lines', sql`goods_id = ${g}`)).toBe(10);
    // Expiry: every order cancelled and restocked, and a second run changes nothing.
    await runDelayed(use, 'order.expire');
    const back = await goodsRow(db, g);
    expect([back?.stock, back?.status]).toEqual([10, GoodsStatus.ON_SALE]);
    const ids = won.map((reply) => Number(reply.body.data.orders[0]?.id));
    const { expireOrder } = await import('./jobs.js');
    const { orderContextOf } = await import('./purchase-kind.js');
    const ctx = orderContextOf({
      payWindowSeconds: 1800,
      autoConfirmSeconds: 864_000,
      provider: null as never,
      outbox: true,
    });
    for (const id of ids) await expireOrder(db, ctx, id);
    expect((await goodsRow(db, g))?.stock).toBe(10);
    expect(
      await count(
        db,
        'order_events',
        sql`to_status = ${OrderStatus.CANCELLED} and order_id in (select order_id from order_lines where goods_id = ${g})`,
      ),
    ).toBe(10);
    expect(
      await count(
        db,
        'payments',
        sql`id in (select payment_id from orders where id in (select order_id from order_lines where goods_id = ${g})) and status = 2`,
      ),
    ).toBe(10);
  }, 120_000);

  it('50 concurrent multi-seller checkouts sharing goods: no errors, no deadlocks', async () => {
    const { db } = use();
    const sellers = await Promise.all(Array.from({ length: 4 }, () => person(db)));
    const items = await Promise.all(
      sellers.flatMap((s) => [item(db, s.id, { stock: 1000 }), item(db, s.id, { stock: 1000 })]),
    );
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer(db)));
    const replies = await Promise.all(
      buyers.map((b, i) => {
        // Different carts, in different orders: each takes 4 of the 8 goods, starting at a different one.
        const lines = [0, 2, 5, 7].map((k) => ({
          goodsId: items[(i + k) % items.length] as number,
          quantity: 1,
        }));
        return preview(use, b.token, lines).then((p) =>
          create(use, b.token, { lines, acceptedTotalFen: p.body.data.totalFen }),
        );
      }),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const stocks = await Promise.all(items.map((id) => goodsRow(db, id).then((row) => row?.stock ?? 0)));
    expect(stocks.reduce((sum, stock) => sum + (1000 - stock), 0)).toBe(200);
  }, 120_000);

  it('keeps the cart when buying now, and refuses buying one’s own goods', async () => {
    const { db } = use();
    const me = await buyer(db);
    const g = await item(db, me.id);
    await db
      .insert(cartLines)
      .values({ customerId: me.id, itemKind: 'goods', itemId: g, quantity: 1, priceSeenFen: 2500 });
    const own = await create(use, me.token, {
      lines: [{ goodsId: g, quantity: 1 }],
      acceptedTotalFen: 3500,
    });
    expect(own.status).toBe(409);
    const other = await person(db);
    const h = await item(db, other.id);
    await buyNow(use, me.token, [{ goodsId: h, quantity: 1 }]);
    expect(await count(db, 'cart_lines', sql`customer_id = ${me.id}`)).toBe(1);
    const [line] = await db.select().from(cartLines).where(eq(cartLines.customerId, me.id));
    expect(line?.itemId).toBe(g);
  });
});
