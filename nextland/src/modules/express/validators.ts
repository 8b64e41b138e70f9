import { expressName, LIMITS, regions } from '@nextland/rules';
import { z } from 'zod';
import { timeCursorQuery } from '../../lib/keyset.js';
import { langQuery } from '../../lib/lang-query.js';
import { fenSchema } from '../../lib/money.js';
import { pagingQuery } from '../../lib/paging.js';
import { expressList } from './lists.js';

export const createExpressBody = z
  .object({
    name: expressName,
    regions: regions.describe(
      'Province-level region codes (GB/T 2260, e.g. 310000 Shanghai, 810000 Hong Kong): 1–34, a repeat counted once',
    ),
    minCount: z
      .number()
      .int()
      .min(1)
      .max(LIMITS.minCount)
      .optional()
      .describe('Free shipping from this many items'),
    minAmount: fenSchema.min(1).optional().describe('Free shipping from this order amount (integer fen)'),
  })
  .refine((b) => b.minCount !== undefined || b.minAmount !== undefined, {
    error: 'express.minimum',
    path: ['minCount'],
  });

export type CreateExpressInput = z.output<typeof createExpressBody>;

export const expressPageQuery = z.object({ ...pagingQuery, lang: langQuery });

export const expressCursorPageQuery = z.object({
  size: pagingQuery.size,
  after: timeCursorQuery(expressList),
  lang: langQuery,
});

export const expressDto = z
  .object({
    id: z.string(),
    name: z.string(),
    regions: z
      .array(z.string())
      .describe(
        'Region codes (GB/T 2260). An entry saved before region codes may also hold free-text regions (migration 0009)',
      ),
    regionNames: z
      .array(z.string())
      .describe('`regions[i]` named in `lang`; a free-text region as it was written'),
    minCount: z.number().int().nullable(),
    minAmount: fenSchema.nullable().describe('Integer fen'),
    createdAt: z.string(),
  })
  .meta({ id: 'Express' });
