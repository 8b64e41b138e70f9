// Demo reviews (decision 0027 §4, demo data): written through the review service, as the demo orders are,
// so the item sums and the rules are what the app itself would have made. 阿言 reviews what he bought from
// 林晚 and she replies; 林晚 reviews the catalogue goods she bought (its seller replies) and one of her works
// (no reply yet). Only completed demo orders are used and none of them is changed: a review is not an order
// move, so the specs that read the demo orders see them as before. Runs after the library is seeded; the job
// queue is not installed, so no message is enqueued (ctx.outbox false, as the demo orders).
// One catalogue goods becomes Nextland 官方's with ample stock: reserved for the reviews e2e spec, which buys
// one per run and language and reviews it (specs share one stack, and 林晚's goods are taken off sale by others).
import { and, asc, desc, eq } from 'drizzle-orm';
import { categories } from '../../modules/category/schema.js';
import { customers } from '../../modules/customer/schema.js';
import { goods } from '../../modules/goods/schema.js';
import { GoodsStatus, SaleType } from '../../modules/goods/status.js';
import { orderLines, orders } from '../../modules/order/schema.js';
import { OrderStatus } from '../../modules/order/status.js';
import { createReview, type ReviewDeps, replyToReview } from '../../modules/review/service.js';
import type { Storage } from '../../modules/upload/service.js';
import type { Db } from '../client.js';

type DemoReview = {
  buyer: string;
  digital: boolean;
  rating: number;
  text: string;
  reply?: string;
};

const DEMO_REVIEWS: DemoReview[] = [
  {
    buyer: 'newcomer',
    digital: false,
    rating: 5,
    text: '包装很仔细，釉色比照片里还要温润，放在书桌上每天都想摸一摸。',
    reply: '谢谢喜欢！这批是柴烧，每一件的釉色都不太一样，使用时避免骤冷骤热就好。',
  },
  {
    buyer: 'verified',
    digital: false,
    rating: 4,
    text: 'Well made and true to the photos. Shipping took a day longer than expected.',
    reply: '感谢评价，快递的事我们已经和物流沟通，下次会更快发出。',
  },
  { buyer: 'verified', digital: true, rating: 5, text: '高清原图细节丰富，打印出来挂在客厅效果很好。' },
];

/** The first completed order of the buyer (goods or works) that has a line without a review. */
async function completedLine(tx: Db, buyerId: number, digital: boolean, skip: Set<number>) {
  const rows = await tx
    .select({ lineId: orderLines.id, sellerId: orders.sellerId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(eq(orders.buyerId, buyerId), eq(orders.status, OrderStatus.COMPLETED), eq(orders.digital, digital)),
    )
    .orderBy(asc(orderLines.id));
  return rows.find((row) => !skip.has(row.lineId));
}

/** The newest fixed-price goods on sale outside reviewed categories (the other demo picks take the oldest). */
async function reserveForReviewsSpec(tx: Db): Promise<void> {
  const [official] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.openid, 'o-demo-official'));
  const [item] = await tx
    .select({ id: goods.id })
    .from(goods)
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    .where(
      and(
        eq(goods.status, GoodsStatus.ON_SALE),
        eq(goods.saleType, SaleType.FIXED_PRICE),
        eq(categories.needsReview, false),
      ),
    )
    .orderBy(desc(goods.id))
    .limit(1);
  if (!official || !item) return;
  await tx.update(goods).set({ sellerId: official.id, stock: 999 }).where(eq(goods.id, item.id));
}

export async function seedDemoReviews(tx: Db): Promise<number> {
  await reserveForReviewsSpec(tx);
  // Demo reviews carry no photos, so the storage that would check them is never asked.
  const deps: ReviewDeps = { db: tx, storage: {} as Storage, ctx: { outbox: false } };
  const used = new Set<number>();
  let written = 0;
  for (const demo of DEMO_REVIEWS) {
    const [buyer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.openid, `o-demo-${demo.buyer}`));
    const line = buyer ? await completedLine(tx, buyer.id, demo.digital, used) : undefined;
    if (!buyer || !line) continue;
    used.add(line.lineId);
    const body = { orderLineId: String(line.lineId), rating: demo.rating, text: demo.text, photos: [] };
    const reviewId = await createReview(deps, 'zh-cn', buyer.id, body);
    if (demo.reply) await replyToReview(deps, 'zh-cn', line.sellerId, String(reviewId), demo.reply);
    written += 1;
  }
  return written;
}
