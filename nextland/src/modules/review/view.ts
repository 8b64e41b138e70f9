// Review rows as the routes answer them.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../customer/schema.js';
import { orderLines } from '../order/schema.js';
import type { ReviewDto } from './dto.js';
import type { reviews } from './schema.js';

export type ReviewRow = typeof reviews.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The rows as DTOs, with their buyers and line titles read in one query each. */
export async function reviewsView(db: Db, rows: ReviewRow[]): Promise<ReviewDto[]> {
  if (rows.length === 0) return [];
  const [buyers, lines] = await Promise.all([
    db
      .select({ id: customers.id, nickname: customers.nickname, avatarUrl: customers.avatarUrl })
      .from(customers)
      .where(inArray(customers.id, [...new Set(rows.map((row) => row.buyerId))])),
    db
      .select({ id: orderLines.id, title: orderLines.title })
      .from(orderLines)
      .where(
        rows.length === 1
          ? eq(orderLines.id, rows[0]?.orderLineId ?? 0)
          : inArray(
              orderLines.id,
              rows.map((row) => row.orderLineId),
            ),
      ),
  ]);
  const buyerOf = new Map(buyers.map((b) => [b.id, b]));
  const titleOf = new Map(lines.map((l) => [l.id, l.title]));
  return rows.map((row) => {
    const buyer = buyerOf.get(row.buyerId);
    return {
      id: String(row.id),
      orderLineId: String(row.orderLineId),
      itemKind: row.goodsId !== null ? 'goods' : 'opus',
      itemId: String(row.goodsId ?? row.workId),
      itemTitle: titleOf.get(row.orderLineId) ?? '',
      rating: row.rating,
      text: row.text,
      photos: row.photos,
      buyer: { nickname: buyer?.nickname ?? '', avatarUrl: buyer?.avatarUrl ?? null },
      createdAt: row.createdAt.toISOString(),
      reply: row.reply,
      repliedAt: iso(row.repliedAt),
    };
  });
}

/** Mean stars to one decimal, or null without reviews. */
export function summaryOf(sum: number, count: number) {
  return { count, average: count > 0 ? Math.round((sum / count) * 10) / 10 : null };
}
