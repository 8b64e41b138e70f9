// The goods cart (decision 0019): one line per goods, quantity 1 … stock, at most 100 lines, lines private to
// their owner, price/stock/status changes flagged until confirmed, and nothing changed by a refused call.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cartLines } from '../../modules/cart/schema.js';
import type { CartDto } from '../../modules/cart/validators.js';
import { customers } from '../../modules/customer/schema.js';
import { goods } from '../../modules/goods/schema.js';
import { GoodsStatus, SaleType } from '../../modules/goods/status.js';
import { createSession } from '../../modules/session/service.js';
import { C, call } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';

const CART = `${C}/cart/goods`;

async function newUser(use: UseApi): Promise<{ id: number; token: string }> {
  const { db } = use();
  const code = randomUUID().replaceAll('-', '').slice(0, 16);
  const [row] = await db
    .insert(customers)
    .values({ nickname: `cart-${code.slice(0, 6)}`, invitationCode: code })
    .returning({ id: customers.id });
  const id = row?.id ?? 0;
  return { id, token: (await createSession(db, id)).access_token };
}

type GoodsSpec = { price?: number; stock?: number; status?: number; saleType?: number };

/** Fresh goods of a fresh seller (the seed's goods are read by other cases: these are the cart's own). */
async function newGoods(use: UseApi, sellerId: number, spec: GoodsSpec = {}): Promise<number> {
  const [row] = await use()
    .db.insert(goods)
    .values({
      sellerId,
      title: `cart goods ${randomUUID().slice(0, 8)}`,
      price: spec.price ?? 1999,
      stock: spec.stock ?? 5,
      status: spec.status ?? GoodsStatus.ON_SALE,
      saleType: spec.saleType ?? SaleType.FIXED_PRICE,
    })
    .returning({ id: goods.id });
  return row?.id ?? 0;
}

function cart(use: UseApi, token: string, verb: string, body?: unknown, lang = 'en') {
  return call<CartDto>(
    use().app,
    body === undefined && verb === 'list' ? 'GET' : 'POST',
    `${CART}/${verb}`,
    body,
    {
      token,
      lang,
    },
  );
}

const add = (use: UseApi, token: string, goodsId: number, quantity: number, lang = 'en') =>
  cart(use, token, 'add', { goodsId: String(goodsId), quantity }, lang);

async function count(use: UseApi, token: string): Promise<number> {
  const reply = await call<{ count: number }>(use().app, 'GET', `${CART}/count`, undefined, { token });
  expect(reply.status).toBe(200);
  return reply.body.data.count;
}

async function rowsOf(use: UseApi, customerId: number) {
  return use().db.select().from(cartLines).where(eq(cartLines.customerId, customerId)).orderBy(cartLines.id);
}

export function cartCases(use: UseApi): void {
  it('adds, groups by seller, sums in fen, and adding again grows the line', async () => {
    const buyer = await newUser(use);
    const [s1, s2] = [await newUser(use), await newUser(use)];
    const a = await newGoods(use, s1.id, { price: 1999, stock: 5 });
    const b = await newGoods(use, s1.id, { price: 1, stock: 9 });
    const c = await newGoods(use, s2.id, { price: 30000, stock: 2 });
    expect((await add(use, buyer.token, a, 2)).status).toBe(200);
    expect((await add(use, buyer.token, b, 3)).status).toBe(200);
    expect((await add(use, buyer.token, c, 1)).status).toBe(200);
    const again = await add(use, buyer.token, a, 1);
    expect(again.status).toBe(200);
    const data = again.body.data;
    expect(data.sellers.map((s) => s.sellerId)).toEqual([String(s2.id), String(s1.id)]);
    const first = data.sellers.find((s) => s.sellerId === String(s1.id));
    expect(first?.lines.map((l) => [l.itemId, l.quantity])).toEqual([
      [String(b), 3],
      [String(a), 3],
    ]);
    expect(first?.subtotalFen).toBe(1999 * 3 + 3);
    expect(data.selectedTotalFen).toBe(1999 * 3 + 3 + 30000);
    expect(data.lineCount).toBe(3);
    expect(data.selectedCount).toBe(3);
    expect(data.hasChanges).toBe(false);
    expect(await count(use, buyer.token)).toBe(3);
    expect(await rowsOf(use, buyer.id)).toHaveLength(3);
  });

  it('quantity is 1 … stock: 400 naming quantity in the request language, nothing changes', async () => {
    const buyer = await newUser(use);
    const seller = await newUser(use);
    const id = await newGoods(use, seller.id, { stock: 3 });
    expect((await add(use, buyer.token, id, 2)).status).toBe(200);
    const over = await add(use, buyer.token, id, 2, 'zh-cn');
    expect(over.status).toBe(400);
    expect(over.body.data).toEqual({ fields: [{ field: 'quantity', message: '库存仅剩 3 件' }] });
    const zero = await add(use, buyer.token, id, 0);
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body.data)).toContain('quantity');
    const fraction = await add(use, buyer.token, id, 1.5);
    expect(fraction.status).toBe(400);
    const [line] = await rowsOf(use, buyer.id);
    expect(line?.quantity).toBe(2);
    const lineId = String(line?.id);
    const tooMany = await cart(use, buyer.token, 'quantity', { id: lineId, quantity: 4 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data).toEqual({ fields: [{ field: 'quantity', message: 'Only 3 in stock' }] });
    expect((await cart(use, buyer.token, 'quantity', { id: lineId, quantity: 0 })).status).toBe(400);
    const set = await cart(use, buyer.token, 'quantity', { id: lineId, quantity: 3 });
    expect(set.status).toBe(200);
    expect(set.body.data.sellers[0]?.lines[0]?.quantity).toBe(3);
  });

  it('only goods on sale at a fixed price can be added', async () => {
    const buyer = await newUser(use);
    const seller = await newUser(use);
    for (const spec of [
      { status: GoodsStatus.DRAFT },
      { status: GoodsStatus.OFF_SALE },
      { status: GoodsStatus.SOLD_OUT, stock: 0 },
      { saleType: SaleType.AUCTION },
    ]) {
      const id = await newGoods(use, seller.id, spec);
      expect((await add(use, buyer.token, id, 1)).status).toBe(404);
    }
    expect((await add(use, buyer.token, 999_999_999, 1)).status).toBe(404);
    const bad = await cart(use, buyer.token, 'add', { goodsId: 'x', quantity: 1 });
    expect(bad.status).toBe(404);
    const missing = await cart(use, buyer.token, 'add', { quantity: 1 });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body.data)).toContain('goodsId');
    expect(await count(use, buyer.token)).toBe(0);
  });

  it("another user's line is 404 for every verb and stays as it was", async () => {
    const owner = await newUser(use);
    const other = await newUser(use);
    const seller = await newUser(use);
    const id = await newGoods(use, seller.id);
    await add(use, owner.token, id, 1);
    const [line] = await rowsOf(use, owner.id);
    const lineId = String(line?.id);
    expect((await cart(use, other.token, 'quantity', { id: lineId, quantity: 2 })).status).toBe(404);
    expect((await cart(use, other.token, `delete/${lineId}`)).status).toBe(404);
    expect((await cart(use, other.token, 'select', { ids: [lineId], selected: false })).status).toBe(404);
    expect((await cart(use, other.token, 'confirm', { ids: [lineId] })).status).toBe(404);
    // A mix of mine and someone else's changes nothing either.
    await add(use, other.token, id, 1);
    const [mine] = await rowsOf(use, other.id);
    const mixed = await cart(use, other.token, 'select', {
      ids: [String(mine?.id), lineId],
      selected: false,
    });
    expect(mixed.status).toBe(404);
    expect((await rowsOf(use, other.id))[0]?.selected).toBe(true);
    expect(await rowsOf(use, owner.id)).toEqual([line]);
    const anonymous = await call(use().app, 'GET', `${CART}/list`);
    expect(anonymous.status).toBe(401);
  });

  it('select and unselect one line or all; totals follow the selection', async () => {
    const buyer = await newUser(use);
    const seller = await newUser(use);
    const a = await newGoods(use, seller.id, { price: 100 });
    const b = await newGoods(use, seller.id, { price: 250 });
    await add(use, buyer.token, a, 1);
    await add(use, buyer.token, b, 2);
    const none = await cart(use, buyer.token, 'select', { selected: false });
    expect(none.body.data.selectedCount).toBe(0);
    expect(none.body.data.selectedTotalFen).toBe(0);
    const lineB = none.body.data.sellers[0]?.lines.find((l) => l.itemId === String(b));
    const one = await cart(use, buyer.token, 'select', { ids: [String(lineB?.id)], selected: true });
    expect(one.body.data.selectedCount).toBe(1);
    expect(one.body.data.selectedTotalFen).toBe(500);
    const all = await cart(use, buyer.token, 'select', { selected: true });
    expect(all.body.data.selectedTotalFen).toBe(600);
    expect((await cart(use, buyer.token, 'select', { ids: [], selected: true })).status).toBe(400);
  });

  it('remove takes a line out and the count follows', async () => {
    const buyer = await newUser(use);
    const seller = await newUser(use);
    const id = await newGoods(use, seller.id);
    const added = await add(use, buyer.token, id, 1);
    const lineId = added.body.data.sellers[0]?.lines[0]?.id;
    expect(await count(use, buyer.token)).toBe(1);
    const removed = await cart(use, buyer.token, `delete/${lineId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({
      sellers: [],
      lineCount: 0,
      selectedCount: 0,
      selectedTotalFen: 0,
      hasChanges: false,
    });
    expect((await cart(use, buyer.token, `delete/${lineId}`)).status).toBe(404);
    expect(await count(use, buyer.token)).toBe(0);
  });

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
