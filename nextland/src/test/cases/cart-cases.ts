import { expect, it } from 'vitest';
import { t } from '../../lib/messages/index.js';
import { GoodsStatus, SaleType } from '../../modules/goods/status.js';
import { call } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import { add, CART, cart, count, newGoods, newUser, rowsOf } from '../cart-helpers.js';

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

  it("a seller's own goods are refused at once (409 order.ownGoods), not later at the checkout", async () => {
    const seller = await newUser(use);
    const own = await newGoods(use, seller.id);
    const refused = await add(use, seller.token, own, 1, 'zh-cn');
    expect([refused.status, refused.body.msg]).toEqual([409, t('zh-cn', 'order.ownGoods')]);
    expect(await count(use, seller.token)).toBe(0);
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
}
