import { z } from 'zod';
import { langQuery } from '../../lib/lang-query.js';
import { pagingQuery } from '../../lib/paging.js';
import { GoodsStatus } from '../goods/status.js';

/** `manage` and `status` of the goods and works list routes (the seller's management view). */
export const manageListQuery = {
  manage: z
    .enum(['true', 'false'], { error: 'field.boolean' })
    .transform((v) => v === 'true')
    .optional()
    .describe(
      "true: the caller's own items in every status but deleted, newest update first (needs `ft-auth`: 506/507 " +
        'without a live session); the catalogue filters and `sort` are ignored',
    ),
  status: z
    .enum(['0', '1', '2', '3', '4', '5'], { error: 'field.oneOf' })
    .transform((v) => Number(v) as GoodsStatus)
    .optional()
    .describe(
      'With manage=true: only this status (0 draft, 1 under review, 2 rejected, 3 on sale, 4 off sale, 5 sold out)',
    ),
};

export const itemIdParams = z.object({ id: z.string().describe('Item id (digits); anything else is 404') });

export const offShelfBody = z.object({
  ids: z
    .array(z.string().regex(/^[1-9]\d{0,14}$/, { error: 'field.id' }))
    .min(1)
    .max(100)
    .describe('1–100 ids of the caller’s items on sale'),
});

export const rejectReleaseBody = z.object({
  reason: z.string().trim().min(1).max(200).describe('Why, shown to the seller (1–200 characters)'),
});

export const releaseQueueQuery = z.object({ ...pagingQuery, lang: langQuery });

export const movedDto = z.object({
  id: z.string(),
  status: z.number().int().describe('The item’s status after the move'),
});

export const bulkResultDto = z.array(
  z.object({
    id: z.string(),
    ok: z.boolean(),
    code: z
      .number()
      .int()
      .optional()
      .describe('Business code of a failed item: 404 not yours, 409 not on sale'),
    message: z.string().optional().describe('Translated reason of a failed item'),
  }),
);

export const statusCountsDto = z.object({
  all: z.number().int().describe('Every status but deleted items: the sum of `statuses`'),
  statuses: z
    .array(
      z.object({
        status: z
          .enum(GoodsStatus)
          .describe('0 draft, 1 under review, 2 rejected, 3 on sale, 4 off sale, 5 sold out'),
        count: z.number().int(),
      }),
    )
    .describe('All six statuses in code order, zero included'),
});
