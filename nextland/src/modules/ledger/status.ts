// A ledger entry's life (issue 26): pending while the sale can still change (the order is not complete, its
// after-sales window is open); available once a settlement covers it (the money is the seller's, waiting for a
// payout); settled when the payout that took it is paid. Each step once, in order.
import { defineStateMachine } from '../../lib/state-machine.js';

export const LedgerStatus = { PENDING: 0, AVAILABLE: 1, SETTLED: 2 } as const;
export type LedgerStatus = (typeof LedgerStatus)[keyof typeof LedgerStatus];

export const ledgerMachine = defineStateMachine<LedgerStatus>({
  moves: {
    [LedgerStatus.PENDING]: [LedgerStatus.AVAILABLE],
    [LedgerStatus.AVAILABLE]: [LedgerStatus.SETTLED],
    [LedgerStatus.SETTLED]: [],
  },
  labels: {
    [LedgerStatus.PENDING]: 'status.ledger.pending',
    [LedgerStatus.AVAILABLE]: 'status.ledger.available',
    [LedgerStatus.SETTLED]: 'status.ledger.settled',
  },
});

/**
 * What an entry records, and its sign: a `sale` (what the buyer paid for a subject, > 0) and a `forfeit` (a
 * deposit the seller keeps, > 0) bring income; a `refund` (what went back to the buyer) and the platform's
 * `commission` take from it (< 0).
 */
export const LEDGER_ENTRY_KINDS = ['sale', 'forfeit', 'refund', 'commission'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
