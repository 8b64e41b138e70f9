// "Liked by me" / "collected by me" works: the user's own rows drive the list (reaction/walk.ts), newest reaction
// first; the list's filters narrow them on the work's row.
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { GoodsStatus } from '../goods/status.js';
import { countReacted, type ReactedScope, reactedPositions } from '../reaction/service.js';
import { workCursor } from './cursor.js';
import { type ListedWorks, workPage } from './listing.js';
import type { WorkFilter } from './queries.js';
import { works } from './schema.js';
import { matchesKeywordUnindexed } from './search.js';

/** Works anyone may see: a liked work that sold out stays in the list. */
const VISIBLE: number[] = [GoodsStatus.ON_SALE, GoodsStatus.SOLD_OUT];

export type ReactedWorkFilter = WorkFilter & Omit<ReactedScope, 'kind'>;

function itemsOf(filter: WorkFilter) {
  const where = and(
    inArray(works.status, VISIBLE),
    filter.categoryId === undefined ? undefined : eq(works.categoryId, filter.categoryId),
    filter.mediaType === undefined ? undefined : eq(works.mediaType, filter.mediaType),
    filter.licence === undefined ? undefined : eq(works.licence, filter.licence),
    filter.minFen === undefined ? undefined : gte(works.price, filter.minFen),
    filter.maxFen === undefined ? undefined : lte(works.price, filter.maxFen),
    filter.keyword ? matchesKeywordUnindexed(filter.keyword) : undefined,
  ) as SQL;
  return { table: works, id: works.id, where };
}

/** A page of the user's liked (or collected) works after `after`, newest reaction first. */
export async function listReactedWorksPage(
  db: Db,
  lang: Lang,
  filter: ReactedWorkFilter,
  after: { k: string; i: number } | undefined,
  size: number,
): Promise<ListedWorks> {
  const scope: ReactedScope = {
    customerId: filter.customerId,
    kind: 'opus',
    reaction: filter.reaction,
    also: filter.also,
  };
  const items = itemsOf(filter);
  const [positions, count] = await Promise.all([
    reactedPositions(db, scope, items, { after }, size + 1),
    countReacted(db, scope, items),
  ]);
  const sort = filter.reaction === 'like' ? 'liked' : 'collected';
  return workPage(db, lang, positions, size, (p) => workCursor(sort, p.key, p.id), count);
}
