import { z } from 'zod';
import { langQuery } from '../../lib/lang-query.js';
import { pagingQuery } from '../../lib/paging.js';

export const GOODS_SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

const booleanQuery = z
  .enum(['true', 'false'], { error: 'field.boolean' })
  .transform((v) => v === 'true')
  .optional();

export const goodsPageQuery = z.object({
  ...pagingQuery,
  isAuthUserCollect: booleanQuery.describe('Fill isCollected for the logged-in user'),
  isAuthUserLike: booleanQuery.describe('Fill isLiked for the logged-in user'),
  keyword: z.string().trim().max(50).optional().describe('Case-insensitive match on title and description'),
  categoryId: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: 'field.id' })
    .transform(Number)
    .optional()
    .describe('Category id'),
  saleType: z
    .enum(['0', '1'])
    .transform((v) => Number(v) as 0 | 1)
    .optional()
    .describe('0 fixed price, 1 auction'),
  sort: z.enum(GOODS_SORTS).default('newest'),
  lang: langQuery,
});

export type GoodsPageQuery = z.output<typeof goodsPageQuery>;

export const goodsDetailParams = z.object({
  // Any string is accepted here: a malformed id is simply an id that does not exist (404, not 400).
  // Length is bounded by the router's maxParamLength (longer paths match no route: 404 too).
  id: z.string().describe('Goods id (digits)'),
});
