// One page of the goods list, by cursor or by page number, without counting every match (decision 0006): the
// catalogue kit's plan (lib/catalogue/plan.ts) over the goods kind (kind.ts), plus what only goods have.
import type { Db } from '../../db/client.js';
import { isSortCursor } from '../../lib/catalogue/cursor.js';
import { type ListedPage, pageOf } from '../../lib/catalogue/page.js';
import { listPositions, type PageStart } from '../../lib/catalogue/plan.js';
import { browseWhere } from '../../lib/catalogue/where.js';
import { EXACT_TOTAL_UP_TO } from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { type GoodsCursor, type GoodsFilter, type GoodsSort, goodsCursor, goodsKind } from './kind.js';
import { findSummaries, type GoodsRow } from './queries.js';
import { countReacted, type ReactedFilter, reactedPositions } from './reacted.js';
import { SaleType } from './status.js';

export type ListedGoods = ListedPage<GoodsRow>;

type Where = { after: GoodsCursor | undefined } | { offset: number };

/** The request validator only lets a catalogue cursor through on a catalogue list. */
function sortStartOf(where: Where): PageStart<GoodsSort> {
  if ('offset' in where) return where;
  return { after: isSortCursor(where.after) ? where.after : undefined };
}

/** Asks for `size + 1` rows: the extra one only says whether a next page exists. */
export async function listGoodsPage(
  db: Db,
  lang: Lang,
  asked: GoodsFilter,
  sort: GoodsSort,
  anyWhere: Where,
  size: number,
  cap = EXACT_TOTAL_UP_TO,
): Promise<ListedGoods> {
  // "Ending soon" lists lots only: only they have an end (the validator refuses it with fixed-price goods).
  const filter = sort === 'ending_soon' ? { ...asked, saleType: SaleType.AUCTION } : asked;
  const query = { where: browseWhere(goodsKind, filter), keyword: filter.keyword, sort };
  const { positions, ...count } = await listPositions(
    db,
    goodsKind,
    query,
    sortStartOf(anyWhere),
    size + 1,
    cap,
  );
  return pageOf(
    positions,
    size,
    (ids) => findSummaries(db, lang, ids),
    (position) => goodsCursor(sort, position.key, position.id, position.tier),
    count,
  );
}

/** A "liked by me" / "collected by me" page: the user's own rows, newest first (reacted.ts). */
export async function listReactedPage(
  db: Db,
  lang: Lang,
  filter: ReactedFilter,
  where: Where,
  size: number,
): Promise<ListedGoods> {
  const sort = filter.reaction === 'like' ? 'liked' : 'collected';
  const after = 'after' in where && where.after?.s === sort ? where.after : undefined;
  const position = 'offset' in where ? where : { after: after && { k: after.k, i: after.i } };
  const [positions, count] = await Promise.all([
    reactedPositions(db, filter, position, size + 1),
    countReacted(db, filter),
  ]);
  return pageOf(
    positions,
    size,
    (ids) => findSummaries(db, lang, ids),
    (p) => goodsCursor(sort, p.key, p.id),
    count,
  );
}
