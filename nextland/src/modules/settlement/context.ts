import type { PayoutProvider } from '../payout/provider.js';

/** What settlement code needs besides the database (decision 0027 §5). */
export type SettlementContext = {
  /** COMMISSION_BASIS_POINTS, read once at start; each settlement stores the rate it used. */
  rateBp: number;
  provider: PayoutProvider;
  /**
   * False only while seeding: the job queue is not installed, so no `payout.send` job is enqueued and messages
   * are written as message rows (the seed pays its demo payout itself).
   */
  outbox: boolean;
};
