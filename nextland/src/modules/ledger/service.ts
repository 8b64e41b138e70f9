// What other modules use of the ledger (issue 26): the pipeline's steps record income through these, and
// nothing else writes ledger_entries.
export { sellerLedgerTotals } from './totals.js';
export {
  type Covered,
  type IncomeLine,
  makeAvailable,
  recordForfeit,
  recordRefund,
  recordSales,
  settleSubjects,
} from './write.js';
