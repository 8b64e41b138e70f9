// 林晚's side of selling (decision 0027, "Demo data"): two more goods on sale to manage (take off sale), two
// off sale (delete), one under review and one rejected with a reason. Catalogue goods become hers, as demo-orders.ts does, and
// then move through the selling services: off sale, released again (a painting waits for review), and one
// rejected by the officials' move. The job queue is not installed while seeding, so the rejection's message
// is written as a message row (the way the seed writes its other messages) instead of through the outbox.
import { and, asc, eq } from 'drizzle-orm';
import { categories } from '../../modules/category/schema.js';
import { AccountType } from '../../modules/customer/account-type.js';
import { goods } from '../../modules/goods/schema.js';
import { GoodsStatus, SaleType } from '../../modules/goods/status.js';
import { messages } from '../../modules/message/schema.js';
import { lockItem, moveItem } from '../../modules/selling/items.js';
import { releaseItem, takeOffShelf } from '../../modules/selling/moves.js';
import type { Db } from '../client.js';

/** Kept clear of the lowest ids, which demo-orders.ts buys and sells. */
const SKIP = 20;
export const DEMO_REJECT_REASON = '作品照片模糊，请上传清晰的正面照片后重新提交';

/** On-sale fixed-price catalogue goods whose category does (or does not) need review. */
async function pick(tx: Db, reviewed: boolean, count: number) {
  return tx
    .select({ id: goods.id, title: goods.title })
    .from(goods)
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    .where(
      and(
        eq(goods.status, GoodsStatus.ON_SALE),
        eq(goods.saleType, SaleType.FIXED_PRICE),
        eq(categories.needsReview, reviewed),
      ),
    )
    .orderBy(asc(goods.id))
    .offset(SKIP)
    .limit(count);
}

export async function seedDemoSelling(
  tx: Db,
  { id, day }: { id: (key: string) => number; day: (n: number) => Date },
) {
  const seller = { id: id('verified'), type: AccountType.REAL_NAME };
  const unreviewed = await pick(tx, false, 4);
  const offSale = unreviewed.slice(2); // the first two stay on sale
  const paintings = await pick(tx, true, 2);
  const [underReview, rejected] = paintings;
  if (offSale.length < 2 || !underReview || !rejected) return;
  for (const row of [...unreviewed, ...paintings]) {
    // Newest update first in her list: the two on sale to manage lead the "on sale" tab.
    await tx.update(goods).set({ sellerId: seller.id, updatedAt: new Date() }).where(eq(goods.id, row.id));
  }
  // Two off sale: out of the catalogue, so no buyer holds them in an order and she can delete them.
  await takeOffShelf(
    tx,
    'zh-cn',
    seller,
    'goods',
    offSale.map((row) => String(row.id)),
  );
  for (const row of paintings) {
    await takeOffShelf(tx, 'zh-cn', seller, 'goods', [String(row.id)]);
    await releaseItem(tx, 'zh-cn', seller, 'goods', row.id);
  }
  await tx.transaction(async (inner) => {
    const item = await lockItem(inner, 'goods', rejected.id);
    await moveItem(
      inner,
      'goods',
      item,
      GoodsStatus.REJECTED,
      [GoodsStatus.UNDER_REVIEW],
      DEMO_REJECT_REASON,
    );
  });
  await tx.insert(messages).values({
    customerId: seller.id,
    kind: 'releaseRejected',
    params: { kind: 'goods', title: rejected.title, reason: DEMO_REJECT_REASON },
    createdAt: day(1),
  });
}
