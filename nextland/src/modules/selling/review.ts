// Officials' review of releases (decision 0027 §2): the queue oldest submission first, approve (→ on sale) or
// reject (→ rejected, with a reason); either tells the seller through the message outbox, in the decision's
// transaction.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { countUpTo } from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { type CappedPage, offsetOf, type PageRequest, toPage } from '../../lib/paging.js';
import { activateLot, isLotGoods } from '../auction/service.js';
import type { GoodsSummary } from '../goods/dto.js';
import { goodsSummariesOf } from '../goods/service.js';
import { GoodsStatus } from '../goods/status.js';
import { sendMessage } from '../message/service.js';
import type { WorkSummary } from '../work/dto.js';
import { workSummariesOf } from '../work/service.js';
import { type ItemKind, itemTables, lockItem, moveItem } from './items.js';

export type QueueRecord = (GoodsSummary | WorkSummary) & { submittedAt: string };

/** Summaries of either kind, in the order of `ids`. */
export async function summariesOf(db: Db, lang: Lang, kind: ItemKind, ids: number[]) {
  if (kind === 'goods') return goodsSummariesOf(db, lang, ids);
  const byId = await workSummariesOf(db, lang, ids);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Items under review, oldest submission first (a release to review sets updated_at; index
 * <kind>_review_queue_idx holds exactly these rows). Numbered pages as the verification queue.
 */
export async function releaseQueue(
  db: Db,
  lang: Lang,
  kind: ItemKind,
  page: PageRequest,
): Promise<CappedPage<QueueRecord>> {
  const table = itemTables[kind];
  const where = and(eq(table.status, GoodsStatus.UNDER_REVIEW), isNull(table.deletedAt));
  const [rows, counted] = await Promise.all([
    db
      .select({ id: table.id, submittedAt: table.updatedAt })
      .from(table)
      .where(where)
      .orderBy(asc(table.updatedAt), asc(table.id))
      .limit(page.size + 1)
      .offset(offsetOf(page)),
    countUpTo(db, table, where),
  ]);
  const shown = rows.slice(0, page.size);
  const summaries = await summariesOf(
    db,
    lang,
    kind,
    shown.map((row) => row.id),
  );
  const submitted = new Map(shown.map((row) => [row.id, row.submittedAt.toISOString()]));
  const records = summaries.map((summary) => ({
    ...summary,
    submittedAt: submitted.get(Number(summary.id)) ?? '',
  }));
  return {
    ...toPage(records, counted.total, page),
    hasNext: rows.length > page.size,
    totalRelation: counted.capped ? 'AT_LEAST' : 'EXACT',
  };
}

type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Under review → on sale (approve) or → rejected (reject): the move is conditional on the item still being
 * under review, so a second decision, or one on an item taken back in the meantime, is 409 and writes nothing.
 */
export async function decideRelease(
  db: Db,
  kind: ItemKind,
  id: number | null,
  decision: Decision,
  now = new Date(),
) {
  if (id === null) throw new NotFoundError();
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, kind, id);
    const to = decision.approve ? GoodsStatus.ON_SALE : GoodsStatus.REJECTED;
    const reason = decision.approve ? undefined : decision.reason;
    const moved = await moveItem(tx, kind, item, to, [GoodsStatus.UNDER_REVIEW], reason);
    // An approved lot becomes biddable from its start: its lot row and timers, in this transaction.
    if (decision.approve && kind === 'goods' && (await isLotGoods(tx, id))) await activateLot(tx, id, now);
    const params = { kind, title: item.title };
    if (decision.approve) await sendMessage(tx, item.sellerId, 'releaseApproved', params);
    else await sendMessage(tx, item.sellerId, 'releaseRejected', { ...params, reason: decision.reason });
    return { id: String(moved.id), status: moved.status };
  });
}
