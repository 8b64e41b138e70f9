// Reads of reviews: an order's lines with their reviews for its buyer or its seller (anyone else: 404), and
// the public pages of an item's or a seller's reviews with the average, by keyset.
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import { type TimeCursorPageRequest, timeCursorPage, timeOrdering } from '../../lib/keyset.js';
import { customers } from '../customer/schema.js';
import { goods } from '../goods/schema.js';
import { orderLines } from '../order/schema.js';
import { ownOrder } from '../order/service.js';
import { OrderStatus } from '../order/status.js';
import { works } from '../work/schema.js';
import type { OrderReviewsDto } from './dto.js';
import { reviews } from './schema.js';
import { type ReviewListKind, reviewLists } from './validators.js';
import { reviewsView, summaryOf } from './view.js';
import { reviewDeadline } from './window.js';

/** An order's lines, each with its review or whether the buyer may still write one. */
export async function orderReviews(
  db: Db,
  viewer: { id: number; role: 'buyer' | 'seller' },
  orderId: string,
  now = new Date(),
): Promise<OrderReviewsDto> {
  const order = await ownOrder(db, viewer, orderId);
  const [lines, written] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(reviews).where(eq(reviews.orderId, order.id)),
  ]);
  const views = new Map((await reviewsView(db, written)).map((dto) => [dto.orderLineId, dto]));
  const until = order.status === OrderStatus.COMPLETED ? reviewDeadline(order) : null;
  const open = viewer.role === 'buyer' && until !== null && now.getTime() <= until.getTime();
  return {
    orderId: String(order.id),
    completedAt: order.completedAt?.toISOString() ?? null,
    reviewableUntil: until?.toISOString() ?? null,
    lines: lines.map((line) => {
      const review = views.get(String(line.id)) ?? null;
      return {
        orderLineId: String(line.id),
        itemKind: line.itemKind,
        itemId: String(line.goodsId ?? line.workId),
        title: line.title,
        cover: { url: line.coverUrl, width: line.coverWidth, height: line.coverHeight, alt: line.coverAlt },
        canReview: open && review === null,
        review,
      };
    }),
  };
}

/** The summary of what a page lists: an item's stored sums, or a seller's reviews added up. 404 if unknown. */
async function summary(db: Db, kind: ReviewListKind, id: number) {
  if (kind === 'seller') {
    const [found] = await sellerRatingSummaries(db, [id]);
    if (!found) throw new NotFoundError();
    return { count: found.count, average: found.average };
  }
  const table = kind === 'goods' ? goods : works;
  const [item] = await db
    .select({ sum: table.ratingSum, n: table.ratingCount })
    .from(table)
    .where(and(eq(table.id, id), sql`${table.deletedAt} is null`));
  if (!item) throw new NotFoundError();
  return summaryOf(item.sum, item.n);
}

const filterOf = (kind: ReviewListKind, id: number): SQL =>
  kind === 'goods'
    ? eq(reviews.goodsId, id)
    : kind === 'opus'
      ? eq(reviews.workId, id)
      : eq(reviews.sellerId, id);

/**
 * Sellers' rating summaries in one grouped read (a list's sellers at once, instead of one page call each).
 * Unknown ids are left out; a seller without reviews answers a count of 0.
 */
export async function sellerRatingSummaries(db: Db, ids: number[]) {
  const rows = await db
    .select({
      id: customers.id,
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
      n: sql<number>`count(${reviews.id})::int`,
    })
    .from(customers)
    .leftJoin(reviews, eq(reviews.sellerId, customers.id))
    .where(inArray(customers.id, ids))
    .groupBy(customers.id);
  return rows.map((row) => ({ sellerId: String(row.id), ...summaryOf(Number(row.sum), Number(row.n)) }));
}

/** One page of an item's or a seller's reviews, newest first, with the average over all of them. */
export async function reviewPage(
  db: Db,
  kind: ReviewListKind,
  rawId: string,
  request: TimeCursorPageRequest,
) {
  const id = parseId(rawId);
  if (id === null) throw new NotFoundError();
  const list = reviewLists[kind];
  const [head, page] = await Promise.all([
    summary(db, kind, id),
    timeCursorPage(db, list, {
      filter: filterOf(kind, id),
      after: request.after,
      size: request.size,
      select: (where, limit) =>
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(...timeOrdering(list))
          .limit(limit),
      toRecord: (row) => row,
    }),
  ]);
  const dtos = await reviewsView(db, page.records);
  return {
    ...page,
    records: dtos.map((dto, i) => ({ ...dto, cursor: page.records[i]?.cursor ?? '' })),
    summary: head,
  };
}

/** One review as DTO (after a write that checked who may see it). */
export async function reviewById(db: Db, id: number) {
  const [dto] = await reviewsView(db, await db.select().from(reviews).where(eq(reviews.id, id)));
  if (!dto) throw new NotFoundError();
  return dto;
}
