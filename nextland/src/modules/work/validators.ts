import { z } from 'zod';
import { categoryIdQuery, keywordQuery } from '../../lib/catalogue/query-params.js';
import { langQuery } from '../../lib/lang-query.js';
import { MAX_FEN } from '../../lib/money.js';
import { pagingQuery } from '../../lib/paging.js';
import { reactionCursorSort, reactionListQuery } from '../reaction/validators.js';
import { manageListQuery } from '../selling/validators.js';
import { WORK_SORTS, workCursorQuery } from './kind.js';
import { LICENCES, MEDIA_TYPES } from './kinds.js';

const fenQuery = z
  .string()
  .regex(/^\d{1,16}$/, { error: 'field.fen' })
  .transform(Number)
  .refine((fen) => fen <= MAX_FEN, { error: 'field.fen' })
  .optional();

export const workCursorPageQuery = z
  .object({
    size: pagingQuery.size,
    after: workCursorQuery.describe(
      'Opaque cursor from the previous page (`nextCursor`); absent for the first',
    ),
    keyword: keywordQuery(
      'Case-insensitive match on the title and description in any of the work’s languages',
    ),
    categoryId: categoryIdQuery,
    mediaType: z.enum(MEDIA_TYPES).optional().describe('image | video | audio | 3d | text'),
    licence: z.enum(LICENCES).optional().describe('personal | commercial | exclusive'),
    minFen: fenQuery.describe('Lowest price, fen (inclusive)'),
    maxFen: fenQuery.describe('Highest price, fen (inclusive)'),
    sort: z.enum(WORK_SORTS).default('newest'),
    ...reactionListQuery('works'),
    ...manageListQuery,
    lang: langQuery,
  })
  .superRefine((query, ctx) => {
    // A cursor names a position in one ordering: continuing it under another sort (or a "by me" list's cursor
    // on the catalogue, and the reverse) would skip or repeat rows.
    const listed = query.manage ? 'updated' : (reactionCursorSort(query) ?? query.sort);
    if (query.after && query.after.s !== listed) {
      ctx.addIssue({ code: 'custom', path: ['after'], message: 'field.cursor' });
    }
    if (query.minFen !== undefined && query.maxFen !== undefined && query.maxFen < query.minFen) {
      ctx.addIssue({ code: 'custom', path: ['maxFen'], message: 'field.priceRange' });
    }
  });

export type WorkCursorPageQuery = z.output<typeof workCursorPageQuery>;

export const workDetailParams = z.object({
  // Any string: a malformed id is an id that does not exist (404, not 400), as for goods.
  id: z.string().describe('Work id (digits)'),
});
