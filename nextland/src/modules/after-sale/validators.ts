import { carrierCode, trackingNumber } from '@nextland/rules';
import { z } from 'zod';
import { timeCursorQuery } from '../../lib/keyset.js';
import { langOnlyQuery, langQuery } from '../../lib/lang-query.js';
import { fenSchema } from '../../lib/money.js';
import { pagingQuery } from '../../lib/paging.js';
import { afterSaleLists } from './queries.js';
import { AFTER_SALE_REASONS, AfterSaleStatus, AfterSaleType } from './status.js';

export const createAfterSaleBody = z.object({
  orderId: z.string().describe('One of my orders (anyone else’s is 404)'),
  type: z.enum(AfterSaleType).describe('1 refund only, 2 return and refund (completed orders only)'),
  reasonCode: z.enum(AFTER_SALE_REASONS).describe('From `GET …/aftersale/reasons`'),
  description: z
    .string()
    .trim()
    .max(500)
    .default('')
    .describe('What happened, plain text, up to 500: markup is removed'),
  photoIds: z
    .array(z.string())
    .max(6)
    .default([])
    .describe('Up to 6 of my public uploads (`POST …/upload`), in the order to show'),
  lines: z
    .array(
      z.object({
        orderLineId: z.string(),
        amountFen: fenSchema.min(1).describe('At most what the line has left to refund'),
      }),
    )
    .min(1)
    .max(100)
    .describe('The lines asked about, each once'),
});
export type CreateAfterSaleBody = z.output<typeof createAfterSaleBody>;

export const returnShipmentBody = z.object({ carrierCode, trackingNumber });

export const approveBody = z.object({
  addressId: z
    .string()
    .optional()
    .describe('Return and refund only: one of my addresses, snapshotted as the return address'),
});

export const rejectBody = z.object({
  reason: z.string().trim().min(1).max(200).describe('Shown to the buyer, 1–200 characters'),
});

const statusQuery = z.coerce
  .number()
  .pipe(z.enum(AfterSaleStatus))
  .optional()
  .describe('Only requests in this status (0–5); all when left out');

export const buyerAfterSaleListQuery = z.object({
  size: pagingQuery.size,
  after: timeCursorQuery(afterSaleLists.buyer),
  status: statusQuery,
  orderId: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional()
    .describe('Only the requests about this order'),
  lang: langQuery,
});

export const sellerAfterSaleListQuery = buyerAfterSaleListQuery.extend({
  after: timeCursorQuery(afterSaleLists.seller),
});

export const idParams = z.object({ id: z.string() });

export { langOnlyQuery };
