import type { GoodsStatus, ItemKind, SaleType } from '../../graphql/generated/graphql';

/** The tabs: every status, then each status in the order a seller works through them. */
export const MANAGE_TABS = [
  'ALL',
  'ON_SALE',
  'UNDER_REVIEW',
  'REJECTED',
  'OFF_SALE',
  'DRAFT',
  'SOLD_OUT',
] as const;
export type ManageTab = (typeof MANAGE_TABS)[number];

/** Rows per page (the bench measures the same size: tests/bench/my-goods.ts). */
export const MANAGE_PAGE_SIZE = 20;

/**
 * What a seller may do from each status (decision 0027 §1; nextland refuses anything else with a 409): a
 * draft, rejected or off-sale item may be released, edited or deleted.
 */
export function isWithdrawn(status: GoodsStatus): boolean {
  return status === 'DRAFT' || status === 'REJECTED' || status === 'OFF_SALE';
}
export function canTakeOffSale(status: GoodsStatus): boolean {
  return status === 'ON_SALE';
}

/** The release form of the item's kind (lots have their own), opened on the item. */
export function editPath(kind: ItemKind, id: string, saleType: SaleType = 'FIXED_PRICE'): string {
  if (kind === 'OPUS') return `/release-opus?id=${id}`;
  return saleType === 'AUCTION' ? `/release-auction-goods/form?id=${id}` : `/release-goods/form?id=${id}`;
}

/** The list operations an item's move can change (a row leaves one tab for another, the counts move). */
export const MANAGE_QUERIES = ['MyItems', 'MyItemCounts'];
