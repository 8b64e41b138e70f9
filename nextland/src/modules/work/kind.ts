// Works as a kind of catalogue item (decision 0029): the kit (lib/catalogue) sorts, pages, searches and builds
// the cursors of the works list from this. A keyword page is ordered exactly as a browsing page (no exact-title
// tiers), so one cursor shape serves both.
import { eq, gte, lte } from 'drizzle-orm';
import type { CatalogueCursor } from '../../lib/catalogue/cursor.js';
import { cursorOf, cursorQueryOf, type ReactedSort } from '../../lib/catalogue/cursor.js';
import { type CatalogueKind, itemOf, type SortSpec, translationsOf } from '../../lib/catalogue/kind.js';
import { GoodsStatus } from '../goods/status.js';
import type { Licence, MediaType } from './kinds.js';
import { works, workTranslations } from './schema.js';

export const WORK_SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type WorkSort = (typeof WORK_SORTS)[number];

export type WorkFilter = {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  mediaType?: MediaType | undefined;
  licence?: Licence | undefined;
  minFen?: number | undefined;
  maxFen?: number | undefined;
};

export const WORK_SORT_SPECS: Record<WorkSort, SortSpec> = {
  newest: { key: works.createdAt, direction: 'desc', keyType: 'timestamptz' },
  price_asc: { key: works.price, direction: 'asc', keyType: 'bigint' },
  price_desc: { key: works.price, direction: 'desc', keyType: 'bigint' },
  popular: { key: works.popularity, direction: 'desc', keyType: 'bigint' },
};

export const workKind: CatalogueKind<WorkSort, WorkFilter> = {
  item: itemOf(works),
  translations: translationsOf(workTranslations, workTranslations.workId),
  sorts: WORK_SORT_SPECS,
  // `w` marks a works cursor: a goods cursor is a 400 here.
  cursorMark: { w: 1 },
  exactTitlesFirst: false,
  // Status codes are the goods' (docs/domain.md#item-status).
  listedStatus: GoodsStatus.ON_SALE,
  visibleStatuses: [GoodsStatus.ON_SALE, GoodsStatus.SOLD_OUT],
  // The media type or category is an index prefix; licence and the price range are tested on the walk.
  filtersOf: (filter) => [
    filter.categoryId === undefined ? undefined : eq(works.categoryId, filter.categoryId),
    filter.mediaType === undefined ? undefined : eq(works.mediaType, filter.mediaType),
    filter.licence === undefined ? undefined : eq(works.licence, filter.licence),
    filter.minFen === undefined ? undefined : gte(works.price, filter.minFen),
    filter.maxFen === undefined ? undefined : lte(works.price, filter.maxFen),
  ],
};

export type WorkCursor = CatalogueCursor<WorkSort>;
export const workCursorQuery = cursorQueryOf(workKind);

export function workCursor(sort: WorkSort | ReactedSort | 'updated', key: Date | number, id: number): string {
  return cursorOf(workKind, sort, key, id);
}
