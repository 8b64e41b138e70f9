import type { ReviewQueueQuery } from '../../../graphql/generated/graphql';

/** Appends a fetched page of the queue; records already shown are skipped (decisions shift the pages). */
export function mergeReviewPages(previous: ReviewQueueQuery, next: ReviewQueueQuery): ReviewQueueQuery {
  const seen = new Set(previous.reviewQueue.records.map((record) => record.id));
  return {
    ...previous,
    reviewQueue: {
      ...next.reviewQueue,
      records: [
        ...previous.reviewQueue.records,
        ...next.reviewQueue.records.filter((record) => !seen.has(record.id)),
      ],
    },
  };
}
