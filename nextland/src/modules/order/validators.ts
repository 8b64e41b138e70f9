import { carrierCode, LIMITS, trackingNumber } from '@nextland/rules';
import { z } from 'zod';
import { timeCursorQuery } from '../../lib/keyset.js';
import { langOnlyQuery, langQuery } from '../../lib/lang-query.js';
import { fenSchema } from '../../lib/money.js';
import { pagingQuery } from '../../lib/paging.js';
import { paymentList } from './payment-view.js';
import { orderLists } from './queries.js';
import { OrderStatus } from './status.js';

export const checkoutBody = z.object({
  source: z
    .enum(['cart', 'buyNow'])
    .describe('cart: my selected cart lines (they leave the cart); buyNow: `lines`, the cart untouched'),
  lines: z
    .array(
      z.object({
        goodsId: z.string(),
        quantity: z.number().int().min(1).max(9999).describe('Units, up to the goods’ stock'),
      }),
    )
    .min(1)
    .max(LIMITS.cartLines)
    .optional()
    .describe('Only for buyNow: 1–100 lines'),
  addressId: z
    .string()
    .optional()
    .describe('One of my addresses (another user’s is 404); my default address when left out'),
});

export const createCheckoutBody = checkoutBody.extend({
  idempotencyKey: z
    .uuid()
    .describe(
      'Made when the confirm page opened: a repeat answers the first attempt’s payment and makes nothing',
    ),
  acceptedTotalFen: fenSchema.describe(
    'The preview’s totalFen the buyer agreed to; a different total is 409',
  ),
});

const statusQuery = z.coerce
  .number()
  .pipe(z.enum(OrderStatus))
  .optional()
  .describe('Only orders in this status (0–5); all when left out');

export const buyerOrderListQuery = z.object({
  size: pagingQuery.size,
  after: timeCursorQuery(orderLists.buyer),
  status: statusQuery,
  lang: langQuery,
});

export const sellerOrderListQuery = buyerOrderListQuery.extend({ after: timeCursorQuery(orderLists.seller) });

export const paymentListQuery = z.object({
  size: pagingQuery.size,
  after: timeCursorQuery(paymentList),
  lang: langQuery,
});

export const shipBody = z.object({ carrierCode, trackingNumber });

export const idParams = z.object({ id: z.string() });

export { langOnlyQuery };
