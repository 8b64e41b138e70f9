import type { OrderRow } from '../order/service.js';

/** A completed line may be reviewed for this long after its order completed (decision 0027 §4). */
export const REVIEW_WINDOW_DAYS = 30;

/** The last moment the order's lines may be reviewed. */
export function reviewDeadline(order: OrderRow): Date {
  const completedAt = order.completedAt ?? order.updatedAt;
  return new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * 86_400_000);
}
