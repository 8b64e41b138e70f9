// Reply shapes of the review routes, named for the OpenAPI document and the BFF's generated types.
import { z } from 'zod';
import { cursorPageSchema, cursorRecord } from '../../lib/cursor.js';

const time = z.string().describe('ISO 8601 UTC');
const photo = z
  .object({ url: z.string(), width: z.number(), height: z.number() })
  .meta({ id: 'ReviewPhoto' });

export const reviewDto = z
  .object({
    id: z.string(),
    orderLineId: z.string(),
    itemKind: z.enum(['goods', 'opus']),
    itemId: z.string().describe('The goods id or work id the line sold'),
    itemTitle: z.string().describe('The line’s title as at checkout'),
    rating: z.number().int().describe('1–5'),
    text: z.string().describe('Plain text: render escaped'),
    photos: z.array(photo),
    buyer: z.object({ nickname: z.string(), avatarUrl: z.string().nullable() }).meta({ id: 'ReviewBuyer' }),
    createdAt: time,
    reply: z.string().nullable().describe('The seller’s one reply, plain text'),
    repliedAt: time.nullable(),
  })
  .meta({ id: 'Review' });
export type ReviewDto = z.output<typeof reviewDto>;

export const ratingSummaryDto = z
  .object({
    count: z.number().int().describe('How many reviews'),
    average: z.number().nullable().describe('Mean stars to one decimal; null without reviews'),
  })
  .meta({ id: 'RatingSummary' });

export const sellerRatingSummaryDto = ratingSummaryDto
  .extend({ sellerId: z.string() })
  .meta({ id: 'SellerRatingSummary' });

export const reviewPageDto = cursorPageSchema(cursorRecord(reviewDto, 'ReviewRecord'))
  .extend({ summary: ratingSummaryDto })
  .meta({ id: 'ReviewPage' });

const image = z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() });

export const orderReviewLineDto = z
  .object({
    orderLineId: z.string(),
    itemKind: z.enum(['goods', 'opus']),
    itemId: z.string(),
    title: z.string(),
    cover: image,
    canReview: z.boolean().describe('True when the buyer may still write this line’s review'),
    review: reviewDto.nullable(),
  })
  .meta({ id: 'OrderReviewLine' });

export const orderReviewsDto = z
  .object({
    orderId: z.string(),
    completedAt: time.nullable(),
    reviewableUntil: time.nullable().describe('Last moment a review may be written; null until completed'),
    lines: z.array(orderReviewLineDto),
  })
  .meta({ id: 'OrderReviews' });
export type OrderReviewsDto = z.output<typeof orderReviewsDto>;
