// Order rows → the Order reply: lines, timeline and both parties' nicknames in three queries per batch.
import { isCarrierCode, isRegionCode } from '@nextland/rules';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { isMessageKey, type Param, t } from '../../lib/messages/index.js';
import { readTogether } from '../../lib/read-together.js';
import { customers } from '../customer/schema.js';
import type { OrderDto } from './dto.js';
import type { OrderRow } from './moves.js';
import { orderEvents, orderLines } from './schema.js';
import { OrderActor, OrderStatus } from './status.js';

type EventRow = typeof orderEvents.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

const ACTORS = {
  [OrderActor.BUYER]: 'buyer',
  [OrderActor.SELLER]: 'seller',
  [OrderActor.SYSTEM]: 'system',
} as const;

export function carrierName(lang: Lang, code: string): string {
  return isCarrierCode(code) ? t(lang, `carrier.${code}`) : code;
}

/** A timeline note in the reader's language; `carrier` and `provider` parameters name translated things. */
function noteOf(lang: Lang, event: EventRow): string {
  if (!isMessageKey(event.noteKey)) return event.noteKey;
  const params: Record<string, Param> = { ...event.params };
  const { carrier, provider } = event.params;
  if (carrier) params.carrier = carrierName(lang, carrier);
  const providerKey = `provider.${provider}`;
  if (provider && isMessageKey(providerKey)) params.provider = { key: providerKey };
  return t(lang, event.noteKey, params);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

function toDto(
  lang: Lang,
  order: OrderRow,
  lines: LineRow[],
  events: EventRow[],
  nicknames: Map<number, string>,
): OrderDto {
  const party = (id: number) => ({ id: String(id), nickname: nicknames.get(id) ?? '' });
  return {
    id: String(order.id),
    orderNumber: order.orderNumber,
    status: order.status,
    digital: order.digital,
    buyer: party(order.buyerId),
    seller: party(order.sellerId),
    lines: lines.map((line) => ({
      id: String(line.id),
      itemKind: line.itemKind,
      goodsId: line.goodsId === null ? null : String(line.goodsId),
      workId: line.workId === null ? null : String(line.workId),
      title: line.title,
      cover: { url: line.coverUrl, width: line.coverWidth, height: line.coverHeight, alt: line.coverAlt },
      unitPriceFen: line.unitPriceFen,
      quantity: line.quantity,
      itemsTotalFen: line.itemsTotalFen,
      paidFen: line.paidFen,
    })),
    itemsTotalFen: order.itemsTotalFen,
    postageFen: order.postageFen,
    depositFen: order.depositFen,
    totalFen: order.totalFen,
    address:
      order.recipientName === null
        ? null
        : {
            recipientName: order.recipientName,
            phone: order.phone ?? '',
            provinceCode: order.provinceCode ?? '',
            provinceName: isRegionCode(order.provinceCode)
              ? t(lang, `region.${order.provinceCode}`)
              : (order.provinceCode ?? ''),
            city: order.city ?? '',
            district: order.district ?? '',
            street: order.street ?? '',
            postcode: order.postcode,
          },
    shipment:
      order.carrierCode && isCarrierCode(order.carrierCode) && order.trackingNumber && order.shippedAt
        ? {
            carrierCode: order.carrierCode,
            carrierName: carrierName(lang, order.carrierCode),
            trackingNumber: order.trackingNumber,
            shippedAt: order.shippedAt.toISOString(),
          }
        : null,
    paymentId: String(order.paymentId),
    createdAt: order.createdAt.toISOString(),
    payDeadline: order.status === OrderStatus.AWAITING_PAYMENT ? order.payDeadline.toISOString() : null,
    paidAt: iso(order.paidAt),
    autoConfirmAt: order.status === OrderStatus.SHIPPED ? iso(order.autoConfirmAt) : null,
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    events: events.map((event) => ({
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actor: ACTORS[event.actor],
      at: event.at.toISOString(),
      note: noteOf(lang, event),
    })),
  };
}

/** Replies for `rows`, in their order, from their lines and events (any order within) and the parties' names. */
export function ordersViewOf(
  lang: Lang,
  rows: OrderRow[],
  lines: LineRow[],
  events: EventRow[],
  nicknames: Map<number, string>,
): OrderDto[] {
  const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;
  const linesOf = groupBy([...lines].sort(byId), (line) => line.orderId);
  const eventsOf = groupBy([...events].sort(byId), (event) => event.orderId);
  return rows.map((row) =>
    toDto(lang, row, linesOf.get(row.id) ?? [], eventsOf.get(row.id) ?? [], nicknames),
  );
}

/** Replies for `rows`, in their order. */
export async function ordersView(db: Db, lang: Lang, rows: OrderRow[]): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const people = [...new Set(rows.flatMap((row) => [row.buyerId, row.sellerId]))];
  const [lines, events, names] = await readTogether(db, [
    () => db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    () => db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
    () =>
      db
        .select({ id: customers.id, nickname: customers.nickname })
        .from(customers)
        .where(inArray(customers.id, people)),
  ] as const);
  return ordersViewOf(lang, rows, lines, events, new Map(names.map((row) => [row.id, row.nickname])));
}
