// A payout's status (decision 0027 §5): pending until the provider pays it; failed when it refused for good or
// every retry failed. Pending moves once, to paid or failed: every write of an answer says `where status =
// pending`, so a second answer (a repeated job or notification) finds it settled and changes nothing.
import { defineStateMachine } from '../../lib/state-machine.js';

export const PayoutStatus = { PENDING: 0, PAID: 1, FAILED: 2 } as const;
export type PayoutStatus = (typeof PayoutStatus)[keyof typeof PayoutStatus];

/** Pending moves once, to paid or failed; neither moves again. */
export const payoutMachine = defineStateMachine<PayoutStatus>({
  moves: {
    [PayoutStatus.PENDING]: [PayoutStatus.PAID, PayoutStatus.FAILED],
    [PayoutStatus.PAID]: [],
    [PayoutStatus.FAILED]: [],
  },
  labels: {
    [PayoutStatus.PENDING]: 'status.payout.pending',
    [PayoutStatus.PAID]: 'status.payout.paid',
    [PayoutStatus.FAILED]: 'status.payout.failed',
  },
});

/** The REST (and GraphQL) names of the codes. */
export const PAYOUT_STATUS_NAMES = { 0: 'pending', 1: 'paid', 2: 'failed' } as const;

/** What a settlement settles: a completed order, or an auction deposit forfeited to the seller (0028 §3). */
export type SettlementKind = 'order' | 'forfeit';
