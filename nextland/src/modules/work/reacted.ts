// "Liked by me" / "collected by me" works: the user's own rows drive the list (reaction/walk.ts), newest reaction
// first; the list's filters narrow them on the work's row (lib/catalogue/where.ts).
import type { Db } from '../../db/client.js';
import { pageOf } from '../../lib/catalogue/page.js';
import { reactedItemsOf } from '../../lib/catalogue/where.js';
import type { Lang } from '../../lib/lang.js';
import { countReacted, type ReactedScope, reactedPositions } from '../reaction/service.js';
import { type WorkFilter, workCursor, workKind } from './kind.js';
import type { ListedWorks } from './listing.js';
import { findWorkRows } from './queries.js';

export type ReactedWorkFilter = WorkFilter & Omit<ReactedScope, 'kind'>;

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
  const items = reactedItemsOf(workKind, filter);
  const [positions, count] = await Promise.all([
    reactedPositions(db, scope, items, { after }, size + 1),
    countReacted(db, scope, items),
  ]);
  const sort = filter.reaction === 'like' ? 'liked' : 'collected';
  return pageOf(
    positions,
    size,
    (ids) => findWorkRows(db, lang, ids),
    (p) => workCursor(sort, p.key, p.id),
    count,
  );
}
