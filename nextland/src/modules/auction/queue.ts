// A lot's two timers (decision 0028 §1): `auction.open` at its start, `auction.close` at its end. Each handler
// decides by the lot it finds under its lock and the auction clock; one that runs early (an extended end, a
// moved clock) puts itself back at the lot's time.
import type { QueueDefinition } from '../jobs/queue.js';

const timer = { retryLimit: 10, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 60 } as const;

export const auctionOpenQueue: QueueDefinition = { name: 'auction.open', ...timer };
export const auctionCloseQueue: QueueDefinition = { name: 'auction.close', ...timer };

export type LotJob = { lotId: number };

/**
 * `auction.timers`: every 10 minutes, lots that open or close within the next hour get their timer (a catalogue
 * of a million goods holds too many lots to queue a job for each at start). One queued at a time (`short`).
 */
export const auctionTimersQueue: QueueDefinition = { name: 'auction.timers', ...timer, policy: 'short' };
export const TIMERS_EVERY_SECONDS = 600;
export const TIMERS_HORIZON_SECONDS = 3600;

/**
 * `auction.paymentDue` at a won lot's payment deadline (the win lapses unless paid), and
 * `auction.paymentReminder` about two hours before it (decision 0028 §3). Both decide by the lot they find.
 */
export const auctionPaymentDueQueue: QueueDefinition = { name: 'auction.paymentDue', ...timer };
export const auctionPaymentReminderQueue: QueueDefinition = { name: 'auction.paymentReminder', ...timer };

/** The reminder names the deadline it was queued for: a later second chance's deadline is another offer. */
export type ReminderJob = LotJob & { dueAt: string };
