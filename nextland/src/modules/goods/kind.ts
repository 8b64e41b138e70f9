// Goods as a kind of catalogue item (decision 0029): the kit (lib/catalogue) sorts, pages, searches and
// builds the cursors of the goods list from this; what only goods have (auctions, "ending soon", the numbered
// page) stays in listing.ts and service.ts.
import { eq } from 'drizzle-orm';
import type { CatalogueCursor } from '../../lib/catalogue/cursor.js';
import { cursorOf, cursorQueryOf, cursorSchemaOf, type ReactedSort } from '../../lib/catalogue/cursor.js';
import { type CatalogueKind, itemOf, type SortSpec, translationsOf } from '../../lib/catalogue/kind.js';
import type { SearchTier } from '../../lib/catalogue/sorts.js';
import { goods, goodsTranslations } from './schema.js';
import { GoodsStatus, type SaleType } from './status.js';

export const GOODS_SORTS = ['newest', 'price_asc', 'price_desc', 'popular', 'ending_soon'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/** The list's filters besides the keyword, each the prefix of an index family (goods/schema.ts). */
export type GoodsFilter = {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  saleType?: SaleType | undefined;
};

const SORT_SPECS: Record<GoodsSort, SortSpec> = {
  newest: { key: goods.createdAt, direction: 'desc', keyType: 'timestamptz' },
  price_asc: { key: goods.price, direction: 'asc', keyType: 'bigint' },
  price_desc: { key: goods.price, direction: 'desc', keyType: 'bigint' },
  popular: { key: goods.popularity, direction: 'desc', keyType: 'bigint' },
  // Auctions only (the list implies sale type 1, so every row has the key): the soonest end first.
  ending_soon: { key: goods.auctionEndsAt, direction: 'asc', keyType: 'timestamptz' },
};

export const goodsKind: CatalogueKind<GoodsSort, GoodsFilter> = {
  item: itemOf(goods),
  translations: translationsOf(goodsTranslations, goodsTranslations.goodsId),
  sorts: SORT_SPECS,
  // The first kind: its cursors carried no mark, and clients hold them.
  cursorMark: {},
  exactTitlesFirst: true,
  listedStatus: GoodsStatus.ON_SALE,
  // A liked item that sold out stays in the "by me" lists.
  visibleStatuses: [GoodsStatus.ON_SALE, GoodsStatus.SOLD_OUT],
  filtersOf: (filter) => [
    filter.categoryId === undefined ? undefined : eq(goods.categoryId, filter.categoryId),
    filter.saleType === undefined ? undefined : eq(goods.saleType, filter.saleType),
  ],
};

export const goodsCursorSchema = cursorSchemaOf(goodsKind);
export type GoodsCursor = CatalogueCursor<GoodsSort>;
/** The `after` query parameter: decoded and shape-checked while the request is validated. */
export const goodsCursorQuery = cursorQueryOf(goodsKind);

export function goodsCursor(
  sort: GoodsSort | ReactedSort | 'updated',
  key: Date | number,
  id: number,
  tier?: SearchTier,
): string {
  return cursorOf(goodsKind, sort, key, id, tier);
}
