// The seller's view (decision 0027 §5): totals, settlements newest first (all, pending or paid) and payouts,
// by keyset. Every query is scoped to the caller, so nobody reads another seller's records.
import { and, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import {
  type TimeCursorPageRequest,
  type TimeOrderedList,
  timeCursorPage,
  timeOrdering,
} from '../../lib/keyset.js';
import { deposits } from '../auction/schema.js';
import { bankCards } from '../bank-card/schema.js';
import { auctionLots, goods } from '../goods/schema.js';
import { sellerLedgerTotals } from '../ledger/service.js';
import { orders } from '../order/schema.js';
import type { SettlementContext } from './context.js';
import type { PayoutDto, SettlementDto } from './dto.js';
import { payouts, settlements } from './schema.js';
import { PAYOUT_STATUS_NAMES } from './status.js';

/**
 * The seller's money from the ledger (issue 26): settled and not yet paid out, paid out, and still incoming (sales
 * not yet settled); the counts are of settlement records.
 */
export async function settlementSummary(db: Db, ctx: SettlementContext, sellerId: number) {
  const [totals, [sums], [card]] = await Promise.all([
    sellerLedgerTotals(db, sellerId),
    db
      .select({
        pendingCount: sql<number>`count(*) filter (where ${settlements.paidAt} is null)::int`,
        paidCount: sql<number>`count(*) filter (where ${settlements.paidAt} is not null)::int`,
      })
      .from(settlements)
      .where(eq(settlements.sellerId, sellerId)),
    db
      .select({ n: count() })
      .from(bankCards)
      .where(and(eq(bankCards.customerId, sellerId), eq(bankCards.isDefault, true))),
  ]);
  return {
    pendingFen: totals.availableFen,
    pendingCount: Number(sums?.pendingCount ?? 0),
    paidFen: totals.settledFen,
    incomingFen: totals.incomingFen,
    paidCount: Number(sums?.paidCount ?? 0),
    rateBasisPoints: ctx.rateBp,
    hasDefaultCard: (card?.n ?? 0) > 0,
  };
}

/** Indexes settlements_seller_created_idx (all, paid) and settlements_seller_pending_idx serve the pages. */
export const settlementList = {
  name: 'settlements',
  table: settlements,
  createdAt: settlements.createdAt,
  id: settlements.id,
  direction: 'desc',
} as const satisfies TimeOrderedList & { table: typeof settlements };

export type SettlementListRequest = TimeCursorPageRequest & { status?: 'pending' | 'paid' | undefined };

export async function listSettlements(db: Db, sellerId: number, request: SettlementListRequest) {
  const state =
    request.status === 'pending'
      ? isNull(settlements.paidAt)
      : request.status === 'paid'
        ? isNotNull(settlements.paidAt)
        : undefined;
  return timeCursorPage(db, settlementList, {
    filter: and(eq(settlements.sellerId, sellerId), state),
    after: request.after,
    size: request.size,
    select: (where, limit) => settlementRows(db, where, limit),
    toRecord: toSettlementDto,
  });
}

/** An order's settlement names its order; a forfeit's (decision 0028 §3) the lot its deposit was on. */
function settlementRows(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select({
      row: settlements,
      orderNumber: orders.orderNumber,
      lotGoodsId: auctionLots.goodsId,
      lotTitle: goods.title,
    })
    .from(settlements)
    .leftJoin(orders, eq(orders.id, settlements.orderId))
    .leftJoin(deposits, eq(deposits.id, settlements.depositId))
    .leftJoin(auctionLots, eq(auctionLots.id, deposits.lotId))
    .leftJoin(goods, eq(goods.id, auctionLots.goodsId))
    .where(where)
    .orderBy(...timeOrdering(settlementList))
    .limit(limit)
    .then((rows) => rows.map((r) => ({ ...r, createdAt: r.row.createdAt, id: r.row.id })));
}

type SettlementRow = Awaited<ReturnType<typeof settlementRows>>[number];

/** One of the caller's settlements; anyone else's (or none) is 404. */
export async function settlementDetail(db: Db, sellerId: number, id: number | null): Promise<SettlementDto> {
  if (id === null) throw new NotFoundError();
  const [row] = await settlementRows(db, and(eq(settlements.id, id), eq(settlements.sellerId, sellerId)), 1);
  if (!row) throw new NotFoundError();
  return toSettlementDto(row);
}

function toSettlementDto({ row, orderNumber, lotGoodsId, lotTitle }: SettlementRow): SettlementDto {
  return {
    id: String(row.id),
    kind: row.kind,
    orderId: row.orderId === null ? null : String(row.orderId),
    orderNumber,
    lot: lotGoodsId === null || lotTitle === null ? null : { goodsId: String(lotGoodsId), title: lotTitle },
    grossFen: row.grossFen,
    refundedFen: row.refundedFen,
    commissionFen: row.commissionFen,
    netFen: row.netFen,
    rateBasisPoints: row.rateBp,
    status: row.paidAt ? 'paid' : 'pending',
    payoutId: row.payoutId === null ? null : String(row.payoutId),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** Index payouts_seller_created_idx serves the pages. */
export const payoutList = {
  name: 'payouts',
  table: payouts,
  createdAt: payouts.createdAt,
  id: payouts.id,
  direction: 'desc',
} as const satisfies TimeOrderedList & { table: typeof payouts };

export async function listPayouts(db: Db, sellerId: number, request: TimeCursorPageRequest) {
  return timeCursorPage(db, payoutList, {
    filter: eq(payouts.sellerId, sellerId),
    after: request.after,
    size: request.size,
    select: (where, limit) =>
      db
        .select({
          row: payouts,
          settlementCount: sql<number>`(select count(*)::int from settlements s where s.payout_id = "payouts"."id")`,
        })
        .from(payouts)
        .where(where)
        .orderBy(...timeOrdering(payoutList))
        .limit(limit)
        .then((rows) => rows.map((r) => ({ ...r, createdAt: r.row.createdAt, id: r.row.id }))),
    toRecord: ({ row, settlementCount }): PayoutDto => ({
      id: String(row.id),
      amountFen: row.amountFen,
      maskedCard: row.maskedCard,
      bankName: row.bankName,
      status: PAYOUT_STATUS_NAMES[row.status],
      attempts: row.attempts,
      lastError: row.lastError,
      settlementCount: Number(settlementCount),
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    }),
  });
}
