// A refund's status (decision 0027 §3): pending until the provider answers.
import { defineStateMachine } from '../../lib/state-machine.js';

export const RefundStatus = { PENDING: 0, SUCCEEDED: 1, FAILED: 2 } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];

const { PENDING, SUCCEEDED, FAILED } = RefundStatus;

/**
 * A provider's answer is recorded once: a second answer (a repeated job or notification) finds it settled. A
 * failed refund goes back to pending only when an official retries it (retry.ts), under a new refund key.
 */
export const refundMachine = defineStateMachine<RefundStatus>({
  moves: { [PENDING]: [SUCCEEDED, FAILED], [SUCCEEDED]: [], [FAILED]: [PENDING] },
  labels: {
    [PENDING]: 'status.refund.pending',
    [SUCCEEDED]: 'status.refund.succeeded',
    [FAILED]: 'status.refund.failed',
  },
});
