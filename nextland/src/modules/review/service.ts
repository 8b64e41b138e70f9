// The writes of decision 0027 §4: the buyer's review of a completed order line and the seller's one reply.
// Each is one transaction: the order row is locked (as every order and after-sale step does), the rules are
// read under that lock, and the review, the item's rating sums and the other side's message commit together.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { plainText } from '../../lib/plain-text.js';
import { addGoodsRating } from '../goods/service.js';
import { enqueueAll } from '../jobs/enqueue.js';
import { messageJob } from '../message/service.js';
import { orderLines, orders } from '../order/schema.js';
import type { OrderContext } from '../order/service.js';
import { OrderStatus } from '../order/status.js';
import { ownPublicImage, type Storage } from '../upload/service.js';
import { addWorkRating } from '../work/service.js';
import { type ReviewPhoto, reviews } from './schema.js';
import type { CreateReviewBody } from './validators.js';
import { REVIEW_WINDOW_DAYS, reviewDeadline } from './window.js';

export type ReviewDeps = { db: Db; storage: Storage; ctx: Pick<OrderContext, 'outbox'> };

/** The buyer's own line and its order (locked), or 404: another buyer's line is not found. */
async function ownLine(tx: Db, buyerId: number, rawLineId: string) {
  const lineId = parseId(rawLineId);
  if (lineId === null) throw new NotFoundError();
  const [found] = await tx
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), eq(orders.buyerId, buyerId)))
    .for('update', { of: orders });
  if (!found) throw new NotFoundError();
  return found;
}

/** The caller's own public uploads by address, each once (400 on `photos.{i}` otherwise). */
async function checkPhotos(deps: ReviewDeps, tx: Db, lang: Lang, buyerId: number, urls: string[]) {
  const photos: ReviewPhoto[] = [];
  const fields: { field: string; message: string }[] = [];
  for (const [i, url] of urls.entries()) {
    if (urls.indexOf(url) !== i) {
      fields.push({ field: `photos.${i}`, message: t(lang, 'review.duplicatePhoto') });
      continue;
    }
    const upload = await ownPublicImage({ db: tx, storage: deps.storage }, buyerId, url);
    if (upload) photos.push({ url, width: upload.width, height: upload.height });
    else fields.push({ field: `photos.${i}`, message: t(lang, 'review.photo') });
  }
  if (fields.length > 0) throw new ValidationError(fields);
  return photos;
}

/**
 * Writes the buyer's review of one line; answers its id. Another buyer's line is 404; a line of an order not
 * completed, past the window, or already reviewed is 409; a photo not the buyer's own upload 400.
 */
export async function createReview(
  deps: ReviewDeps,
  lang: Lang,
  buyerId: number,
  body: CreateReviewBody,
  now = new Date(),
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const { line, order } = await ownLine(tx, buyerId, body.orderLineId);
    if (order.status !== OrderStatus.COMPLETED) throw new ConflictError('review.notCompleted');
    if (now.getTime() > reviewDeadline(order).getTime()) {
      throw new ConflictError('review.windowClosed', { days: REVIEW_WINDOW_DAYS });
    }
    const [already] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.orderLineId, line.id));
    if (already) throw new ConflictError('review.already');
    const photos = await checkPhotos(deps, tx, lang, buyerId, body.photos);
    const [row] = await tx
      .insert(reviews)
      .values({
        orderLineId: line.id,
        orderId: order.id,
        buyerId,
        sellerId: order.sellerId,
        goodsId: line.goodsId,
        workId: line.workId,
        rating: body.rating,
        text: plainText(body.text),
        photos,
      })
      .returning({ id: reviews.id });
    if (!row) throw new Error('reviews insert returned nothing');
    if (line.goodsId !== null) await addGoodsRating(tx, line.goodsId, body.rating);
    else if (line.workId !== null) await addWorkRating(tx, line.workId, body.rating);
    if (deps.ctx.outbox) {
      const params = { orderNumber: order.orderNumber, title: line.title, rating: String(body.rating) };
      await enqueueAll(tx, [messageJob(order.sellerId, 'reviewReceived', params)]);
    }
    return row.id;
  });
}

/**
 * The seller's one reply. A review of another seller's order is 404; a second reply 409 (nothing changes);
 * text that is empty once markup is removed 400 on `text`.
 */
export async function replyToReview(
  deps: ReviewDeps,
  lang: Lang,
  sellerId: number,
  rawId: string,
  text: string,
): Promise<void> {
  const id = parseId(rawId);
  if (id === null) throw new NotFoundError();
  const reply = plainText(text);
  if (reply === '') throw new ValidationError([{ field: 'text', message: t(lang, 'review.empty') }]);
  await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ review: reviews, orderNumber: orders.orderNumber, title: orderLines.title })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
      .where(and(eq(reviews.id, id), eq(reviews.sellerId, sellerId)))
      .for('update', { of: reviews });
    if (!found) throw new NotFoundError();
    const [updated] = await tx
      .update(reviews)
      .set({ reply, repliedAt: new Date() })
      .where(and(eq(reviews.id, id), isNull(reviews.repliedAt)))
      .returning({ id: reviews.id });
    if (!updated) throw new ConflictError('review.alreadyReplied');
    if (deps.ctx.outbox) {
      const params = { orderNumber: found.orderNumber, title: found.title };
      await enqueueAll(tx, [messageJob(found.review.buyerId, 'reviewReplied', params)]);
    }
  });
}
