// The claim (decision 0026) when what a checkout read changes before its one statement runs: another
// transaction holds the rows' lock while the checkout has read and priced, changes them, and commits; the
// claim then finds them as that transaction left them. PostgreSQL only: PGlite runs one statement at a time,
// so nothing can hold a lock while a checkout runs.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { buyer, count, create, goodsRow, item, person } from '../../test/order-helpers.js';
import { CartItemKind, cartLines } from '../cart/schema.js';
import { goods } from '../goods/schema.js';
import { GoodsStatus } from '../goods/status.js';

/** Until a statement of this database waits for a row lock (the checkout's claim), at most 10 s. */
async function untilAStatementWaits(db: Db): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as { rows: { n: number }[] };
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no statement waited for a lock');
}

describeOnDrivers('checkout claims', { only: 'PostgreSQL' }, (use) => {
  /**
   * Checks out `lines` (buy now) or the cart while `change` runs in a transaction holding the goods' (and the
   * buyer's cart lines') locks: the checkout reads, prices and claims, the claim waits, then `change` commits.
   */
  async function checkoutDuring(
    body: Parameters<typeof create>[2],
    token: string,
    locks: { goodsId: number; buyerId: number },
    change: (tx: Db) => Promise<void>,
  ) {
    const { db } = use();
    let reply: ReturnType<typeof create> | undefined;
    await db.transaction(async (tx) => {
      await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, locks.goodsId)).for('update');
      await tx
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(eq(cartLines.customerId, locks.buyerId))
        .for('update');
      reply = create(use, token, body);
      await untilAStatementWaits(db);
      await change(tx);
    });
    return (await reply) as Awaited<ReturnType<typeof create>>;
  }

  it('a price changed under the claim: it writes nothing, reads again and refuses the changed line', async () => {
    const { db } = use();
    const me = await buyer(db);
    const seller = await person(db);
    const g = await item(db, seller.id, { price: 1000, stock: 5 });
    await db.insert(cartLines).values({
      customerId: me.id,
      itemKind: CartItemKind.GOODS,
      itemId: g,
      quantity: 2,
      priceSeenFen: 1000,
    });
    const reply = await checkoutDuring(
      { acceptedTotalFen: 3000 },
      me.token,
      { goodsId: g, buyerId: me.id },
      (tx) =>
        tx
          .update(goods)
          .set({ price: 1200 })
          .where(eq(goods.id, g))
          .then(() => undefined),
    );
    expect(reply.status).toBe(409);
    expect(reply.body.data).toEqual({ lines: [{ goodsId: String(g), code: 'PRICE_CHANGED' }] });
    expect(await count(db, 'orders', sql`buyer_id = ${me.id}`)).toBe(0);
    expect(await count(db, 'payments', sql`customer_id = ${me.id}`)).toBe(0);
    expect((await goodsRow(db, g))?.stock).toBe(5);
    expect(await count(db, 'cart_lines', sql`customer_id = ${me.id}`)).toBe(1);
  });

  it('units taken under the claim: nothing is written and the buyer hears the goods sold out', async () => {
    const { db } = use();
    const me = await buyer(db);
    const seller = await person(db);
    const g = await item(db, seller.id, { price: 1000, stock: 3 });
    const lines = [{ goodsId: g, quantity: 2 }];
    const reply = await checkoutDuring(
      { lines, acceptedTotalFen: 3000 },
      me.token,
      { goodsId: g, buyerId: me.id },
      (tx) =>
        tx
          .update(goods)
          .set({ stock: 1 })
          .where(eq(goods.id, g))
          .then(() => undefined),
    );
    expect(reply.status).toBe(409);
    expect(reply.body.data).toEqual({ lines: [{ goodsId: String(g), code: 'SOLD_OUT' }] });
    expect(await count(db, 'orders', sql`buyer_id = ${me.id}`)).toBe(0);
    expect((await goodsRow(db, g))?.stock).toBe(1);
  });

  it('a cart line changed under the claim: its new quantity is priced again, and the new total refused', async () => {
    const { db } = use();
    const me = await buyer(db);
    const seller = await person(db);
    const g = await item(db, seller.id, { price: 1000, stock: 10 });
    await db.insert(cartLines).values({
      customerId: me.id,
      itemKind: CartItemKind.GOODS,
      itemId: g,
      quantity: 1,
      priceSeenFen: 1000,
    });
    const reply = await checkoutDuring(
      { acceptedTotalFen: 2000 },
      me.token,
      { goodsId: g, buyerId: me.id },
      (tx) =>
        tx
          .update(cartLines)
          .set({ quantity: 3 })
          .where(eq(cartLines.customerId, me.id))
          .then(() => undefined),
    );
    expect(reply.status).toBe(409);
    expect(reply.body.data).toEqual({ totalFen: 4000 });
    expect(await count(db, 'orders', sql`buyer_id = ${me.id}`)).toBe(0);
    expect((await goodsRow(db, g))?.stock).toBe(10);
  });

  it('a claim that waited for a change that left its lines as read goes through', async () => {
    const { db } = use();
    const me = await buyer(db);
    const seller = await person(db);
    const g = await item(db, seller.id, { price: 1000, stock: 4 });
    const lines = [{ goodsId: g, quantity: 2 }];
    // Another buyer's unit is taken meanwhile: two are still there for this one, the last ones.
    const reply = await checkoutDuring(
      { lines, acceptedTotalFen: 3000 },
      me.token,
      { goodsId: g, buyerId: me.id },
      (tx) =>
        tx
          .update(goods)
          .set({ stock: sql`${goods.stock} - 2` })
          .where(eq(goods.id, g))
          .then(() => undefined),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const row = await goodsRow(db, g);
    expect([row?.stock, row?.status]).toEqual([0, GoodsStatus.SOLD_OUT]);
    expect(await count(db, 'order_lines', sql`goods_id = ${g}`)).toBe(1);
  });
});
