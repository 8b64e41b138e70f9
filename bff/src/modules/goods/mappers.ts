// REST DTOs -> GraphQL parents (codegen `mappers` point here). Field resolvers finish the job lazily.
import type { GoodsSort, GoodsStatus, PageInfo, SaleType } from '../../generated/graphql.js';
import type {
  CategoryDto,
  GoodsDetailDto,
  GoodsSummaryDto,
  PageDto,
  SellerDto,
} from '../../rest/contract.js';
import type { GoodsPageQuery } from '../../rest/goods-api.js';

/** A goods record from a page (summary) or from the detail call (with description and images). */
export type GoodsParent = GoodsSummaryDto & Partial<Pick<GoodsDetailDto, 'description' | 'images'>>;
export type SellerParent = SellerDto;
/** Embedded categories carry only id and name; code and the count come from the categories list on demand. */
export type CategoryParent = Pick<CategoryDto, 'id' | 'name'> &
  Partial<Pick<CategoryDto, 'code' | 'goodsCount' | 'goodsCountRelation'>>;

const saleTypes: readonly SaleType[] = ['FIXED_PRICE', 'AUCTION'];
const statuses: readonly GoodsStatus[] = [
  'DRAFT',
  'UNDER_REVIEW',
  'REJECTED',
  'ON_SALE',
  'OFF_SALE',
  'SOLD_OUT',
];
const sorts: Record<GoodsSort, NonNullable<GoodsPageQuery['sort']>> = {
  NEWEST: 'newest',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
  POPULAR: 'popular',
  ENDING_SOON: 'ending_soon',
};

export function toSaleType(value: number): SaleType {
  const saleType = saleTypes[value];
  if (!saleType) throw new Error(`Unknown saleType ${value}`);
  return saleType;
}

export function toGoodsStatus(value: number): GoodsStatus {
  const status = statuses[value];
  if (!status) throw new Error(`Unknown goods status ${value}`);
  return status;
}

export function toCategoryParent(goods: GoodsSummaryDto): CategoryParent | null {
  if (goods.categoryId === null) return null;
  return { id: goods.categoryId, name: goods.categoryName ?? '' };
}

/** Any numbered page; goods pages also say `hasNext`, because their total may be capped. */
export function toPageInfo(page: PageDto<unknown> & { hasNext?: boolean }): PageInfo {
  const { current, size, total, pages } = page;
  // A capped total makes `pages` a lower bound: nextland's own hasNext (from LIMIT n + 1) is the truth.
  return { current, size, total, pages, hasNext: page.hasNext ?? current < pages };
}

export function fromSaleType(saleType: SaleType): 0 | 1 {
  return saleType === 'AUCTION' ? 1 : 0;
}

export function fromSort(sort: GoodsSort): NonNullable<GoodsPageQuery['sort']> {
  return sorts[sort];
}
