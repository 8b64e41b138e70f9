import { z } from 'zod';
import { categoryIdQuery, keywordQuery } from '../../lib/catalogue/query-params.js';
import { idListQuery } from '../../lib/ids.js';
import { langQuery } from '../../lib/lang-query.js';
import { pagingQuery } from '../../lib/paging.js';
import { reactionCursorSort, reactionListQuery } from '../reaction/validators.js';
import { manageListQuery } from '../selling/validators.js';
import { GOODS_SORTS, goodsCursorQuery } from './kind.js';
import type { SaleType } from './status.js';

/** Filters and sort shared by both list routes. */
const listFilters = {
  ...reactionListQuery('goods'),
  keyword: keywordQuery('Case-insensitive match on title and description; exact title matches come first'),
  categoryId: categoryIdQuery,
  saleType: z
    .enum(['0', '1'])
    .transform((v) => Number(v) as SaleType)
    .optional()
    .describe('0 fixed price, 1 auction'),
  sort: z
    .enum(GOODS_SORTS)
    .default('newest')
    .describe(
      'ending_soon: auctions only (implies saleType=1; with saleType=0 it is 400), the soonest end first',
    ),
  lang: langQuery,
};

/** "Ending soon" orders lots by their end: asked of fixed-price goods it is a mistake, not an empty list. */
function endingSoonOnAuctions(
  query: { sort: string; saleType?: SaleType | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.sort === 'ending_soon' && query.saleType === 0) {
    ctx.addIssue({ code: 'custom', path: ['sort'], message: 'field.endingSoonAuctionsOnly' });
  }
}

export const goodsPageQuery = z
  .object({ ...pagingQuery, ...listFilters, ...manageListQuery })
  .superRefine(endingSoonOnAuctions);

export const goodsCursorPageQuery = z
  .object({
    size: pagingQuery.size,
    after: goodsCursorQuery.describe(
      'Opaque cursor from the previous page (`nextCursor`); absent for the first',
    ),
    ...listFilters,
    ...manageListQuery,
  })
  .superRefine((query, ctx) => {
    endingSoonOnAuctions(query, ctx);
    // A cursor names a position in one ordering: continuing it under another sort would skip or repeat rows.
    const { after } = query;
    if (!after) return;
    if (query.manage || after.s === 'updated') {
      // The management view's cursors are its own: neither list continues the other's.
      if (!query.manage || after.s !== 'updated') {
        ctx.addIssue({ code: 'custom', path: ['after'], message: 'field.cursor' });
      }
      return;
    }
    const reacted = reactionCursorSort(query);
    const tiered = 't' in after && after.t !== undefined;
    const fits = reacted ? after.s === reacted : after.s === query.sort && tiered === Boolean(query.keyword);
    if (!fits) {
      ctx.addIssue({ code: 'custom', path: ['after'], message: 'field.cursor' });
    }
  });

export type GoodsCursorPageQuery = z.output<typeof goodsCursorPageQuery>;
export type GoodsPageQuery = z.output<typeof goodsPageQuery>;

export const goodsDetailParams = z.object({
  // Any string is accepted here: a malformed id is simply an id that does not exist (404, not 400).
  // Length is bounded by the router's maxParamLength (longer paths match no route: 404 too).
  id: z.string().describe('Goods id (digits)'),
});

/** The detail batch takes as many ids as the largest page. */
export const GOODS_DETAIL_BATCH_MAX = 100;

export const goodsDetailBatchQuery = z.object({ ids: idListQuery(GOODS_DETAIL_BATCH_MAX), lang: langQuery });
