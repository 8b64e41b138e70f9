// The buyer's request (decision 0027 §3), one transaction under the order's row lock: whether the order may
// have one now, each line once and not already asked about, amounts within what each line has left, photos
// that are the buyer's own uploads; then the request, its lines, photos, first timeline step and its jobs.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError, type FieldError, ValidationError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { formatMoney } from '../../lib/money.js';
import { plainText } from '../../lib/plain-text.js';
import { enqueueAll } from '../jobs/enqueue.js';
import { orderLines } from '../order/schema.js';
import type { OrderContext, OrderRow } from '../order/service.js';
import { ownOrder } from '../order/service.js';
import { ORDER_STATUS_LABELS, OrderStatus } from '../order/status.js';
import { uploads } from '../upload/schema.js';
import { lineCeilingFen, lineClaims } from './amounts.js';
import { announceStep } from './effects.js';
import { afterSaleEvents, afterSaleLines, afterSalePhotos, afterSales } from './schema.js';
import { AFTER_SALE_WINDOW_DAYS, AfterSaleActor, AfterSaleType, SELLER_ANSWER_SECONDS } from './status.js';
import type { CreateAfterSaleBody } from './validators.js';

const DAY_MS = 86_400_000;

/** Refund only while it waits for or is on its way; either kind within the window after completion. */
export function assertMayAsk(order: OrderRow, type: AfterSaleType, now: Date): void {
  if (order.status === OrderStatus.AWAITING_SHIPMENT || order.status === OrderStatus.SHIPPED) {
    if (type !== AfterSaleType.REFUND_ONLY) throw new ConflictError('afterSale.returnNeedsCompleted');
    return;
  }
  if (order.status !== OrderStatus.COMPLETED) {
    throw new ConflictError('afterSale.notAllowed', { status: { key: ORDER_STATUS_LABELS[order.status] } });
  }
  const completedAt = order.completedAt ?? order.updatedAt;
  if (now.getTime() > completedAt.getTime() + AFTER_SALE_WINDOW_DAYS * DAY_MS) {
    throw new ConflictError('afterSale.windowClosed', { days: AFTER_SALE_WINDOW_DAYS });
  }
  if (order.digital && type !== AfterSaleType.REFUND_ONLY)
    throw new ConflictError('afterSale.digitalRefundOnly');
}

type Line = typeof orderLines.$inferSelect;

/** The request's lines checked against the order's and what other requests hold of them. */
async function checkLines(tx: Db, lang: Lang, order: OrderRow, body: CreateAfterSaleBody) {
  const own = new Map(
    (await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id))).map((l) => [l.id, l]),
  );
  const fields: FieldError[] = [];
  const chosen: { line: Line; amountFen: number }[] = [];
  body.lines.forEach((asked, i) => {
    const line = own.get(parseId(asked.orderLineId) ?? 0);
    if (!line) fields.push({ field: `lines.${i}.orderLineId`, message: t(lang, 'afterSale.unknownLine') });
    else if (chosen.some((c) => c.line.id === line.id)) {
      fields.push({ field: `lines.${i}.orderLineId`, message: t(lang, 'afterSale.duplicateLine') });
    } else chosen.push({ line, amountFen: asked.amountFen });
  });
  if (fields.length > 0) throw new ValidationError(fields);
  const claims = await lineClaims(
    tx,
    chosen.map((c) => c.line.id),
  );
  const open = chosen.filter((c) => (claims.get(c.line.id)?.openId ?? null) !== null);
  if (open.length > 0) {
    throw new ConflictError('afterSale.lineOpen', { titles: open.map((c) => c.line.title).join('、') });
  }
  chosen.forEach(({ line, amountFen }, i) => {
    const left = lineCeilingFen(order, line) - (claims.get(line.id)?.claimedFen ?? 0);
    if (amountFen > left) {
      const max = formatMoney(Math.max(left, 0), lang);
      fields.push({ field: `lines.${i}.amountFen`, message: t(lang, 'afterSale.overPaid', { max }) });
    }
  });
  if (fields.length > 0) throw new ValidationError(fields);
  return chosen;
}

/** The buyer's own public uploads, in the order given. */
async function checkPhotos(tx: Db, lang: Lang, buyerId: number, photoIds: string[]): Promise<number[]> {
  const ids = photoIds.map((raw) => parseId(raw) ?? 0);
  const found = ids.length
    ? await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, buyerId), eq(uploads.visibility, 'public')))
    : [];
  const owned = new Set(found.map((row) => row.id));
  const fields = ids.flatMap((id, i) =>
    owned.has(id) && ids.indexOf(id) === i
      ? []
      : [{ field: `photoIds.${i}`, message: t(lang, 'afterSale.photo') }],
  );
  if (fields.length > 0) throw new ValidationError(fields);
  return ids;
}

/** Makes the request; answers its id. Another user's order is 404, a refused one 409, bad lines 400. */
export async function createAfterSale(
  db: Db,
  ctx: OrderContext,
  lang: Lang,
  buyerId: number,
  body: CreateAfterSaleBody,
): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, { id: buyerId, role: 'buyer' }, body.orderId, true);
    const now = new Date();
    assertMayAsk(order, body.type, now);
    const chosen = await checkLines(tx, lang, order, body);
    const photos = await checkPhotos(tx, lang, buyerId, body.photoIds);
    const requestedFen = chosen.reduce((sum, c) => sum + c.amountFen, 0);
    const [row] = await tx
      .insert(afterSales)
      .values({
        orderId: order.id,
        buyerId,
        sellerId: order.sellerId,
        type: body.type,
        reasonCode: body.reasonCode,
        description: plainText(body.description),
        requestedFen,
        sellerDeadline: new Date(now.getTime() + SELLER_ANSWER_SECONDS * 1000),
      })
      .returning();
    if (!row) throw new Error('after_sales insert returned nothing');
    await tx
      .insert(afterSaleLines)
      .values(chosen.map((c) => ({ afterSaleId: row.id, orderLineId: c.line.id, amountFen: c.amountFen })));
    if (photos.length > 0) {
      await tx
        .insert(afterSalePhotos)
        .values(photos.map((uploadId, position) => ({ afterSaleId: row.id, position, uploadId })));
    }
    await tx.insert(afterSaleEvents).values({
      afterSaleId: row.id,
      fromStatus: null,
      toStatus: row.status,
      actor: AfterSaleActor.BUYER,
      noteKey: 'afterSale.note.requested',
      params: { type: String(body.type), amountFen: String(requestedFen) },
    });
    await enqueueAll(tx, announceStep(ctx, row, order.orderNumber, AfterSaleActor.BUYER));
    return row.id;
  });
}
