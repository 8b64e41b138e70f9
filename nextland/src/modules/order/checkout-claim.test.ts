// The claim (decision 0026): it reserves and takes the cart lines only when nothing the checkout was priced on
// has changed since its reads; otherwise it answers false and, once the transaction rolls back, nothing moved.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import type { ApiContext } from '../../test/api-harness.js';
import { startApi } from '../../test/api-harness.js';
import { buyer, goodsRow, item, person } from '../../test/order-helpers.js';
import { scratchDrivers } from '../../test/scratch-database.js';
import { CartItemKind, cartLines } from '../cart/schema.js';
import { goods } from '../goods/schema.js';
import { GoodsStatus } from '../goods/status.js';
import { claimGoods } from './checkout-claim.js';
import { wantedLines } from './checkout-input.js';
import { price } from './checkout-preview.js';

class RolledBack extends Error {}

/** Prices the buyer's cart as checkout does, lets `meanwhile` change something, then claims and rolls back
 * when the claim is refused (as checkout does). */
async function claimAfter(db: Db, userId: number, meanwhile: () => Promise<unknown> = async () => {}) {
  const input = { source: 'cart' as const };
  const lines = await wantedLines(db, 'zh-cn', userId, input);
  const priced = await price(db, 'zh-cn', input, lines, null, { rules: [] });
  await meanwhile();
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimGoods(tx, { userId, fromCart: true, lines, priced }))) throw new RolledBack();
      return true;
    });
  } catch (error) {
    if (error instanceof RolledBack) return false;
    throw error;
  }
}

for (const driver of scratchDrivers) {
  describe.skipIf(driver.skip)(`checkout claim on ${driver.name}`, () => {
    let api: (ApiContext & { stop(): Promise<void> }) | undefined;
    beforeAll(async () => {
      api = await startApi(driver.open);
    }, 120_000);
    afterAll(async () => {
      await api?.stop();
    });

    async function cartOf(units: { price: number; stock: number; quantity: number }[]) {
      const { db } = api as ApiContext;
      const me = await buyer(db);
      const seller = await person(db);
      const ids: number[] = [];
      for (const unit of units) {
        const id = await item(db, seller.id, { price: unit.price, stock: unit.stock });
        ids.push(id);
        await db.insert(cartLines).values({
          customerId: me.id,
          itemKind: CartItemKind.GOODS,
          itemId: id,
          quantity: unit.quantity,
          priceSeenFen: unit.price,
        });
      }
      const lines = () => db.select().from(cartLines).where(eq(cartLines.customerId, me.id));
      return { db, me, ids, lines };
    }

    it('reserves every line and takes it out of the cart; the last unit is sold out', async () => {
      const { db, me, ids, lines } = await cartOf([
        { price: 800, stock: 5, quantity: 2 },
        { price: 1200, stock: 1, quantity: 1 },
      ]);
      expect(await claimAfter(db, me.id)).toBe(true);
      expect((await goodsRow(db, ids[0] ?? 0))?.stock).toBe(3);
      const last = await goodsRow(db, ids[1] ?? 0);
      expect([last?.stock, last?.status]).toEqual([0, GoodsStatus.SOLD_OUT]);
      expect(await lines()).toEqual([]);
    });

    it('a price changed after pricing: refused, no unit reserved, the cart as it was', async () => {
      const { db, me, ids, lines } = await cartOf([
        { price: 800, stock: 5, quantity: 2 },
        { price: 1200, stock: 4, quantity: 1 },
      ]);
      const repriced = () =>
        db
          .update(goods)
          .set({ price: 1300 })
          .where(eq(goods.id, ids[1] ?? 0));
      expect(await claimAfter(db, me.id, repriced)).toBe(false);
      expect((await goodsRow(db, ids[0] ?? 0))?.stock).toBe(5);
      expect((await goodsRow(db, ids[1] ?? 0))?.stock).toBe(4);
      expect(await lines()).toHaveLength(2);
    });

    it('units taken after pricing: refused, nothing reserved', async () => {
      const { db, me, ids } = await cartOf([
        { price: 800, stock: 5, quantity: 2 },
        { price: 1200, stock: 3, quantity: 3 },
      ]);
      const taken = () =>
        db
          .update(goods)
          .set({ stock: 2 })
          .where(eq(goods.id, ids[1] ?? 0));
      expect(await claimAfter(db, me.id, taken)).toBe(false);
      expect((await goodsRow(db, ids[0] ?? 0))?.stock).toBe(5);
    });

    it('goods taken off sale after pricing: refused, nothing reserved', async () => {
      const { db, me, ids } = await cartOf([
        { price: 800, stock: 5, quantity: 2 },
        { price: 1200, stock: 3, quantity: 1 },
      ]);
      const offSale = () =>
        db
          .update(goods)
          .set({ status: GoodsStatus.OFF_SALE })
          .where(eq(goods.id, ids[1] ?? 0));
      expect(await claimAfter(db, me.id, offSale)).toBe(false);
      expect((await goodsRow(db, ids[0] ?? 0))?.stock).toBe(5);
      expect((await goodsRow(db, ids[1] ?? 0))?.stock).toBe(3);
    });

    it('a cart line changed or removed after pricing: refused, the stock untouched', async () => {
      const { db, me, ids, lines } = await cartOf([
        { price: 800, stock: 5, quantity: 2 },
        { price: 1200, stock: 4, quantity: 1 },
      ]);
      const line = and(eq(cartLines.customerId, me.id), eq(cartLines.itemId, ids[1] ?? 0));
      const requantified = () => db.update(cartLines).set({ quantity: 2 }).where(line);
      expect(await claimAfter(db, me.id, requantified)).toBe(false);
      const removed = () => db.delete(cartLines).where(line);
      expect(await claimAfter(db, me.id, removed)).toBe(false);
      expect((await goodsRow(db, ids[0] ?? 0))?.stock).toBe(5);
      expect((await goodsRow(db, ids[1] ?? 0))?.stock).toBe(4);
      expect(await lines()).toHaveLength(1);
    });
  });
}
