// The goods cart over time: price, stock and status changes flagged until confirmed, the 100-line limit, and
// concurrent adds by one user.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cartLines } from '../../modules/cart/schema.js';
import { goods } from '../../modules/goods/schema.js';
import { GoodsStatus } from '../../modules/goods/status.js';
import type { UseApi } from '../api-suite.js';
import { add, cart, count, newGoods, newUser, rowsOf } from '../cart-helpers.js';

export function cartChangeCases(use: UseApi): void {
  it('a price change is flagged until confirmed; confirm takes the current price', async () => {
    const buyer = await newUser(use);
    const seller = await newUser(use);
    const id = await newGoods(use, seller.id, { price: 1000 });
    await add(use, buyer.token, id, 2);
    await use().db.update(goods).set({ price: 1200 }).where(eq(goods.id, id));
    const listed = await cart(use, buyer.token, 'list');
    const line = listed.body.data.sellers[0]?.lines[0];
    expect(line).toMatchObject({
      priceSeenFen: 1000,
      priceFen: 1200,
      priceChanged: true,
      lineTotalFen: 2400,
    });
    expect(listed.body.data.hasChanges).toBe(true);
    const confirmed = await cart(use, buyer.token, 'confirm', { ids: [String(line?.id)] });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.sellers[0]?.lines[0]).toMatchObject({
      priceSeenFen: 1200,
      priceChanged: false,
    });
    expect(confirmed.body.data.hasChanges).toBe(false);
    expect((await rowsOf(use, buyer.id))[0]?.priceSeenFen).toBe(1200);
  });

  it('goods going off sale or below the quantity show as unavailable and leave the totals', async () => {
    const buyer = await newUser(use);
    const seller = await newUser(use);
    const off = await newGoods(use, seller.id, { price: 700 });
    const low = await newGoods(use, seller.id, { price: 300, stock: 5 });
    await add(use, buyer.token, off, 1);
    await add(use, buyer.token, low, 4);
    await use().db.update(goods).set({ status: GoodsStatus.OFF_SALE }).where(eq(goods.id, off));
    await use().db.update(goods).set({ stock: 2 }).where(eq(goods.id, low));
    const listed = (await cart(use, buyer.token, 'list')).body.data;
    const lines = listed.sellers[0]?.lines ?? [];
    expect(lines.find((l) => l.itemId === String(off))).toMatchObject({
      available: false,
      statusChanged: true,
      status: GoodsStatus.OFF_SALE,
    });
    expect(lines.find((l) => l.itemId === String(low))).toMatchObject({
      available: false,
      stockChanged: true,
      stock: 2,
    });
    expect(listed.selectedTotalFen).toBe(0);
    expect(listed.hasChanges).toBe(true);
  });

  it('at most 100 lines: the 101st is 409 and nothing is added', async () => {
    const buyer = await newUser(use);
    const seller = await newUser(use);
    const rows = await use()
      .db.insert(goods)
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          sellerId: seller.id,
          title: `bulk ${i}`,
          price: 100,
          stock: 3,
          status: GoodsStatus.ON_SALE,
        })),
      )
      .returning({ id: goods.id });
    await use()
      .db.insert(cartLines)
      .values(
        rows.slice(0, 100).map((row) => ({
          customerId: buyer.id,
          itemKind: 'goods' as const,
          itemId: row.id,
          quantity: 1,
          priceSeenFen: 100,
        })),
      );
    const over = await add(use, buyer.token, rows[100]?.id ?? 0, 1);
    expect(over.status).toBe(409);
    expect(over.body.msg).toContain('100');
    expect(await count(use, buyer.token)).toBe(100);
    // Growing an existing line is still allowed at the limit.
    expect((await add(use, buyer.token, rows[0]?.id ?? 0, 1)).status).toBe(200);
  });

  it('concurrent adds of the same goods end as one line with the summed quantity, bounded by stock', async () => {
    const buyer = await newUser(use);
    const seller = await newUser(use);
    const roomy = await newGoods(use, seller.id, { stock: 100 });
    const replies = await Promise.all(Array.from({ length: 10 }, () => add(use, buyer.token, roomy, 3)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const tight = await newGoods(use, seller.id, { stock: 7 });
    const tightReplies = await Promise.all(Array.from({ length: 10 }, () => add(use, buyer.token, tight, 2)));
    expect(tightReplies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(tightReplies.filter((r) => r.status === 400)).toHaveLength(7);
    const rows = await rowsOf(use, buyer.id);
    expect(rows.map((row) => [row.itemId, row.quantity])).toEqual([
      [roomy, 30],
      [tight, 6],
    ]);
  });
}
