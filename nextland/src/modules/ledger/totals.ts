import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { literal } from '../../db/ddl.js';
import { ledgerEntries } from './schema.js';
import { LedgerStatus } from './status.js';

export type SellerLedgerTotals = {
  /** Income whose sale can still change: orders not yet complete or within their after-sales window. */
  incomingFen: number;
  /** Settled to the seller and waiting for (or on) a payout. */
  availableFen: number;
  /** Paid out. */
  settledFen: number;
};

/** A seller's money by state, each the sum of its entries (sales and forfeits less refunds and commission). */
export async function sellerLedgerTotals(db: Db, sellerId: number): Promise<SellerLedgerTotals> {
  const sumWhere = (status: LedgerStatus) =>
    sql<string>`coalesce(sum(${ledgerEntries.amountFen}) filter (where ${ledgerEntries.status} = ${literal(status)}), 0)`;
  const [row] = await db
    .select({
      incomingFen: sumWhere(LedgerStatus.PENDING),
      availableFen: sumWhere(LedgerStatus.AVAILABLE),
      settledFen: sumWhere(LedgerStatus.SETTLED),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.sellerId, sellerId));
  return {
    incomingFen: Number(row?.incomingFen ?? 0),
    availableFen: Number(row?.availableFen ?? 0),
    settledFen: Number(row?.settledFen ?? 0),
  };
}
