// After-sale rows → the AfterSale reply: lines, photos, refunds, timelines and order numbers, in one batch of
// reads for any number of requests.
import { isCarrierCode, isRegionCode } from '@nextland/rules';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { isMessageKey, type Param, t } from '../../lib/messages/index.js';
import { formatMoney } from '../../lib/money.js';
import { readTogether } from '../../lib/read-together.js';
import { orderLines, orders } from '../order/schema.js';
import { carrierName } from '../order/service.js';
import { refunds } from '../refund/schema.js';
import { RefundStatus } from '../refund/status.js';
import { uploads } from '../upload/schema.js';
import type { AfterSaleDto } from './dto.js';
import { afterSaleEvents, afterSaleLines, afterSalePhotos, type afterSales } from './schema.js';
import { AfterSaleActor, AfterSaleStatus, AfterSaleType } from './status.js';

export type AfterSaleRow = typeof afterSales.$inferSelect;
type EventRow = typeof afterSaleEvents.$inferSelect;

const ACTORS = {
  [AfterSaleActor.BUYER]: 'buyer',
  [AfterSaleActor.SELLER]: 'seller',
  [AfterSaleActor.SYSTEM]: 'system',
} as const;

export const TYPE_KEYS = {
  [AfterSaleType.REFUND_ONLY]: 'afterSale.type.refundOnly',
  [AfterSaleType.RETURN_AND_REFUND]: 'afterSale.type.returnAndRefund',
} as const;

/** A note in the reader's language: amounts are stored in fen, carriers and types by code. */
function noteOf(lang: Lang, event: EventRow): string {
  if (!isMessageKey(event.noteKey)) return event.noteKey;
  const params: Record<string, Param> = { ...event.params };
  const { amountFen, carrier, type } = event.params;
  if (amountFen) params.amount = formatMoney(Number(amountFen), lang);
  if (carrier) params.carrier = carrierName(lang, carrier);
  if (type === '1' || type === '2') params.type = { key: TYPE_KEYS[Number(type) as AfterSaleType] };
  return t(lang, event.noteKey, params);
}

export function reasonName(lang: Lang, code: string): string {
  const key = `afterSale.reason.${code}`;
  return isMessageKey(key) ? t(lang, key) : code;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

type RefundRow = typeof refunds.$inferSelect;

/**
 * One refund per request as the reply shows it. An auction order's request may be paid back through two
 * payments (the order's, then the applied deposit's: decision 0028 §3): the rows add up, the request's
 * refund failed if one failed, is pending while one is, and succeeded when the last did.
 */
function refundsByRequest(rows: RefundRow[]): Map<number | null, NonNullable<AfterSaleDto['refund']>> {
  const byRequest = new Map<number | null, RefundRow[]>();
  for (const row of rows) byRequest.set(row.afterSaleId, [...(byRequest.get(row.afterSaleId) ?? []), row]);
  const worst = [RefundStatus.FAILED, RefundStatus.PENDING, RefundStatus.SUCCEEDED];
  return new Map(
    [...byRequest].map(([id, parts]) => {
      const status = worst.find((s) => parts.some((part) => part.status === s)) ?? RefundStatus.PENDING;
      const times = parts.map((part) => part.succeededAt?.getTime() ?? 0);
      return [
        id,
        {
          status,
          amountFen: parts.reduce((sum, part) => sum + part.amountFen, 0),
          succeededAt: status === RefundStatus.SUCCEEDED ? new Date(Math.max(...times)).toISOString() : null,
        },
      ];
    }),
  );
}

function returnAddressOf(lang: Lang, row: AfterSaleRow): AfterSaleDto['returnAddress'] {
  if (row.returnRecipientName === null) return null;
  return {
    recipientName: row.returnRecipientName,
    phone: row.returnPhone ?? '',
    provinceCode: row.returnProvinceCode ?? '',
    provinceName: isRegionCode(row.returnProvinceCode)
      ? t(lang, `region.${row.returnProvinceCode}`)
      : (row.returnProvinceCode ?? ''),
    city: row.returnCity ?? '',
    district: row.returnDistrict ?? '',
    street: row.returnStreet ?? '',
    postcode: row.returnPostcode,
  };
}

/** Replies for `rows`, in their order; `photoUrl` turns a stored upload key into its public address. */
export async function afterSalesView(
  db: Db,
  lang: Lang,
  rows: AfterSaleRow[],
  photoUrl: (storageKey: string) => string,
): Promise<AfterSaleDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const [lines, photos, events, refundRows, numbers] = await readTogether(db, [
    () =>
      db
        .select({
          afterSaleId: afterSaleLines.afterSaleId,
          amountFen: afterSaleLines.amountFen,
          line: orderLines,
        })
        .from(afterSaleLines)
        .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
        .where(inArray(afterSaleLines.afterSaleId, ids))
        .orderBy(asc(afterSaleLines.orderLineId)),
    () =>
      db
        .select({ afterSaleId: afterSalePhotos.afterSaleId, upload: uploads })
        .from(afterSalePhotos)
        .innerJoin(uploads, eq(uploads.id, afterSalePhotos.uploadId))
        .where(inArray(afterSalePhotos.afterSaleId, ids))
        .orderBy(asc(afterSalePhotos.position)),
    () =>
      db
        .select()
        .from(afterSaleEvents)
        .where(inArray(afterSaleEvents.afterSaleId, ids))
        .orderBy(asc(afterSaleEvents.id)),
    () => db.select().from(refunds).where(inArray(refunds.afterSaleId, ids)),
    () =>
      db
        .select({ id: orders.id, orderNumber: orders.orderNumber })
        .from(orders)
        .where(inArray(orders.id, orderIds)),
  ] as const);
  const linesOf = groupBy(lines, (row) => row.afterSaleId);
  const photosOf = groupBy(photos, (row) => row.afterSaleId);
  const eventsOf = groupBy(events, (row) => row.afterSaleId);
  const refundOf = refundsByRequest(refundRows);
  const numberOf = new Map(numbers.map((row) => [row.id, row.orderNumber]));
  return rows.map((row) => {
    const refund = refundOf.get(row.id);
    return {
      id: String(row.id),
      orderId: String(row.orderId),
      orderNumber: numberOf.get(row.orderId) ?? '',
      type: row.type,
      status: row.status,
      reasonCode: row.reasonCode as AfterSaleDto['reasonCode'],
      reason: reasonName(lang, row.reasonCode),
      description: row.description,
      requestedFen: row.requestedFen,
      lines: (linesOf.get(row.id) ?? []).map(({ line, amountFen }) => ({
        orderLineId: String(line.id),
        title: line.title,
        cover: { url: line.coverUrl, width: line.coverWidth, height: line.coverHeight, alt: line.coverAlt },
        paidFen: line.paidFen,
        amountFen,
      })),
      photos: (photosOf.get(row.id) ?? []).map(({ upload }) => ({
        url: photoUrl(upload.storageKey),
        width: upload.width,
        height: upload.height,
        alt: '',
      })),
      returnAddress: returnAddressOf(lang, row),
      returnShipment:
        row.returnCarrierCode && isCarrierCode(row.returnCarrierCode) && row.returnTrackingNumber
          ? {
              carrierCode: row.returnCarrierCode,
              carrierName: carrierName(lang, row.returnCarrierCode),
              trackingNumber: row.returnTrackingNumber,
            }
          : null,
      rejectReason: row.rejectReason,
      sellerDeadline:
        row.status === AfterSaleStatus.AWAITING_SELLER ? row.sellerDeadline.toISOString() : null,
      refund: refund ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      events: (eventsOf.get(row.id) ?? []).map((event) => ({
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        actor: ACTORS[event.actor],
        at: event.at.toISOString(),
        note: noteOf(lang, event),
      })),
    };
  });
}
