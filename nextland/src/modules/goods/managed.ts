// The seller's management view of the goods lists (manage=true, decision 0027 §1): their own goods in every
// status but deleted, newest update first, on the numbered route and the cursor route. The positions come
// from selling/service.ts (one walk of a partial index); the rows are the catalogue's summaries plus the
// last rejection's reason.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import type { CursorPage } from '../../lib/cursor.js';
import type { Lang } from '../../lib/lang.js';
import { type CappedPage, offsetOf, toPage } from '../../lib/paging.js';
import { type ManagedPosition, managedPositions } from '../selling/service.js';
import type { GoodsCursorRecord, GoodsSummary } from './dto.js';
import { goodsCursor } from './kind.js';
import { findSummaries, type GoodsRow } from './queries.js';
import { auctionLots } from './schema.js';
import { flagsFor, toSummary } from './service.js';
import { AuctionLotStatus } from './status.js';
import type { GoodsCursorPageQuery, GoodsPageQuery } from './validators.js';

type ManageQuery = Pick<GoodsPageQuery, 'status' | 'isAuthUserLike' | 'isAuthUserCollect'>;

/**
 * The page's lots the seller may offer to the next bidder (decision 0028 §3): unsold after an unpaid win, not
 * offered yet, with another bidder. One query, for those lots only (lot_bidders is read by name: the auction
 * module builds on goods, not the other way).
 */
async function secondChanceLots(db: Db, rows: GoodsRow[]): Promise<Set<number>> {
  const lots = rows.flatMap(({ lot }) =>
    lot && lot.status === AuctionLotStatus.UNSOLD && lot.winnerId !== null && lot.secondChanceTo === null
      ? [lot.id]
      : [],
  );
  if (lots.length === 0) return new Set();
  const found = await rowsOf<{ id: number }>(
    db,
    sql`select distinct b.lot_id::int as id from lot_bidders b join ${auctionLots} l on l.id = b.lot_id
      where b.lot_id in (${sql.join(
        lots.map((id) => sql`${id}`),
        sql`, `,
      )}) and b.bidder_id <> l.winner_id`,
  );
  return new Set(found.map((row) => row.id));
}

/** Summaries of the listed positions, in their order, each with its reject reason and position. */
async function managedRecords(
  db: Db,
  lang: Lang,
  query: ManageQuery,
  sellerId: number,
  positions: ManagedPosition[],
): Promise<(GoodsSummary & { position: ManagedPosition })[]> {
  const rows = await findSummaries(
    db,
    lang,
    positions.map((position) => position.id),
  );
  const flags = await flagsFor(db, sellerId, query, rows);
  const offerable = await secondChanceLots(db, rows);
  const byId = new Map(positions.map((position) => [position.id, position]));
  return rows.flatMap((row) => {
    const position = byId.get(row.goods.id);
    if (!position) return [];
    const secondChance = row.lot ? offerable.has(row.lot.id) : undefined;
    return [{ ...toSummary(row, flags), rejectReason: position.rejectReason, secondChance, position }];
  });
}

/** The numbered page (`…/homepage/goods/page?manage=true`). */
export async function listManagedGoods(
  db: Db,
  lang: Lang,
  query: GoodsPageQuery,
  sellerId: number,
): Promise<CappedPage<GoodsSummary>> {
  const page = { current: query.current, size: query.size };
  const filter = { sellerId, status: query.status };
  const listed = await managedPositions(db, 'goods', filter, { offset: offsetOf(page) }, page.size);
  const records = await managedRecords(db, lang, query, sellerId, listed.positions);
  return {
    ...toPage(
      records.map(({ position: _, ...summary }) => summary),
      listed.total,
      page,
    ),
    hasNext: listed.hasNext,
    totalRelation: listed.capped ? 'AT_LEAST' : 'EXACT',
  };
}

/** The cursor page (`…/homepage/goods/cursor-page?manage=true`): cursors of the view's own shape. */
export async function listManagedGoodsByCursor(
  db: Db,
  lang: Lang,
  query: GoodsCursorPageQuery,
  sellerId: number,
): Promise<CursorPage<GoodsCursorRecord>> {
  const after = query.after?.s === 'updated' ? { k: query.after.k, i: query.after.i } : undefined;
  const filter = { sellerId, status: query.status };
  const listed = await managedPositions(db, 'goods', filter, { after }, query.size);
  const records = (await managedRecords(db, lang, query, sellerId, listed.positions)).map(
    ({ position, ...summary }) => ({
      ...summary,
      cursor: goodsCursor('updated', position.updatedAt, position.id),
    }),
  );
  return {
    records,
    hasNext: listed.hasNext,
    nextCursor: listed.hasNext ? (records.at(-1)?.cursor ?? null) : null,
    total: listed.total,
    totalRelation: listed.capped ? 'AT_LEAST' : 'EXACT',
  };
}
