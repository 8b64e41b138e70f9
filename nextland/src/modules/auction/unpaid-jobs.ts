// The two jobs of a payment deadline (decision 0028 §3): the deadline itself, and a reminder two hours before
// it (at once when the window is shorter than that).
import type { OutboxJob } from '../jobs/enqueue.js';
import {
  auctionPaymentDueQueue,
  auctionPaymentReminderQueue,
  type LotJob,
  type ReminderJob,
} from './queue.js';

export const REMIND_BEFORE_MS = 2 * 3_600_000;

/**
 * Jobs are timed on the queue's own clock (the wall clock), while the deadline is on the auction clock: the
 * delay is what is left of the window, so a test that moves the auction clock still finds them due together.
 */
export function paymentClockJobs(lotId: number, dueAt: Date, now: Date): OutboxJob[] {
  const left = dueAt.getTime() - now.getTime();
  const due: LotJob = { lotId };
  const reminder: ReminderJob = { lotId, dueAt: dueAt.toISOString() };
  return [
    {
      name: auctionPaymentDueQueue.name,
      data: due,
      options: { startAfter: new Date(Date.now() + Math.max(left, 0)) },
    },
    { name: auctionPaymentReminderQueue.name, data: reminder, options: { startAfter: remindAt(dueAt, now) } },
  ];
}

/** When the reminder of `dueAt` falls due on the queue's clock: two hours before it, or at once. */
export function remindAt(dueAt: Date, now: Date): Date {
  return new Date(Date.now() + Math.max(dueAt.getTime() - now.getTime() - REMIND_BEFORE_MS, 0));
}
