// The settlement queues (decision 0027 §5). `settlement.sweep` runs every ten minutes, one job per time slot
// (the slot is its singleton key); `payout.send` pays one payout, retried with back-off like `payment.refund`.
import type { QueueDefinition } from '../jobs/queue.js';

export const SWEEP_EVERY_SECONDS = 600;

export const settlementSweepQueue: QueueDefinition = {
  name: 'settlement.sweep',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  // 100,000 orders settle in seconds (bench); the limit leaves room on a slow machine.
  expireInSeconds: 900,
  // One queued and one running job per slot key.
  policy: 'stately',
};

/** The slot this sweep was meant for (ISO): its key, and the clock the tests move (see jobs.ts). */
export type SweepJob = { slot: string };

export const payoutSendQueue: QueueDefinition = {
  name: 'payout.send',
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

export type PayoutJob = { payoutId: number };
