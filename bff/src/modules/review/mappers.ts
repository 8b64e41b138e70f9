// nextland's review records -> the GraphQL review types (schema/review.graphql).
import type { ItemKind, OrderReviews, Review, ReviewConnection } from '../../generated/graphql.js';
import type { OrderReviewsDto, ReviewDto, ReviewPageDto } from '../../rest/ratings-api.js';
import { toConnection } from '../base/paging.js';

const kindOf = (kind: 'goods' | 'opus'): ItemKind => (kind === 'opus' ? 'OPUS' : 'GOODS');

export function toReview(dto: ReviewDto): Review {
  return {
    id: dto.id,
    orderLineId: dto.orderLineId,
    kind: kindOf(dto.itemKind),
    itemId: dto.itemId,
    itemTitle: dto.itemTitle,
    rating: dto.rating,
    text: dto.text,
    photos: dto.photos,
    author: dto.buyer,
    createdAt: dto.createdAt,
    reply: dto.reply,
    repliedAt: dto.repliedAt,
  };
}

export function toReviewConnection(page: ReviewPageDto): ReviewConnection {
  const records = page.records.map((record) => ({ ...toReview(record), cursor: record.cursor }));
  return { ...toConnection({ ...page, records }), summary: page.summary };
}

export function toOrderReviews(dto: OrderReviewsDto): OrderReviews {
  return {
    orderId: dto.orderId,
    reviewableUntil: dto.reviewableUntil,
    lines: dto.lines.map((line) => ({
      orderLineId: line.orderLineId,
      kind: kindOf(line.itemKind),
      itemId: line.itemId,
      title: line.title,
      coverUrl: line.cover.url,
      canReview: line.canReview,
      review: line.review ? toReview(line.review) : null,
    })),
  };
}
