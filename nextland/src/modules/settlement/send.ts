// The `payout.send` job and the provider's answer (decision 0027 §5). Delivery is at least once and a provider
// may answer twice (a retried job, a repeated notification), so each attempt is counted and an answer is
// recorded only while the payout is pending: a second answer finds it settled and changes nothing. The
// provider de-duplicates on `payout_key`, so a retry after a lost answer is still one transfer.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { formatMoney } from '../../lib/money.js';
import { transitionAll } from '../../lib/state-machine.js';
import { DEPOSIT_PURPOSE } from '../auction/schema.js';
import { settleSubjects } from '../ledger/service.js';
import { ORDER_PURPOSE } from '../order/status.js';
import { PayoutRefusedError, type PayoutResult } from '../payout/provider.js';
import type { SettlementContext } from './context.js';
import { notify } from './notify.js';
import { payouts, settlements } from './schema.js';
import { PayoutStatus, payoutMachine } from './status.js';

export type PayoutOutcome = 'paid' | 'failed' | 'duplicate' | 'unknown';

const MAX_ERROR = 200;

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR);
}

/**
 * One attempt: counts it, asks the provider, records the answer. A transient failure is written on the
 * payout (the seller sees it) and thrown, so pg-boss retries with back-off; on the last attempt, or when
 * the provider refuses for good, the payout moves to failed.
 */
export async function sendPayout(
  db: Db,
  ctx: SettlementContext,
  payoutId: number,
  { lastAttempt = false } = {},
): Promise<PayoutOutcome> {
  const [payout] = await db
    .update(payouts)
    .set({ attempts: sql`${payouts.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, PayoutStatus.PENDING)))
    .returning();
  if (!payout) {
    const [exists] = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, payoutId));
    return exists ? 'duplicate' : 'unknown';
  }
  let result: PayoutResult;
  try {
    result = await ctx.provider.pay({
      payoutKey: payout.payoutKey,
      amountFen: payout.amountFen,
      maskedCard: payout.maskedCard,
      bankName: payout.bankName,
    });
  } catch (error) {
    const refused = error instanceof PayoutRefusedError;
    await recordPayoutFailure(db, payout.payoutKey, reasonOf(error), refused || lastAttempt);
    if (refused) return 'failed';
    throw error;
  }
  return recordPayoutResult(db, ctx, payout.payoutKey, result);
}

/** A failed attempt: the reason stays visible; `final` moves the payout to failed (only from pending). */
async function recordPayoutFailure(db: Db, payoutKey: string, reason: string, final: boolean) {
  const set = { lastError: reason, updatedAt: new Date() };
  const where = eq(payouts.payoutKey, payoutKey);
  if (final) {
    await transitionAll(db, payoutMachine, payouts, {
      from: PayoutStatus.PENDING,
      to: PayoutStatus.FAILED,
      where,
      set,
    });
  } else {
    await db
      .update(payouts)
      .set(set)
      .where(and(where, eq(payouts.status, PayoutStatus.PENDING)));
  }
}

/**
 * The provider paid `payoutKey` (from the job, or later from an asynchronous notification): the payout and
 * its settlements become paid and the seller is told, in one transaction — or, when it is no longer pending,
 * nothing happens.
 */
export async function recordPayoutResult(
  db: Db,
  ctx: SettlementContext,
  payoutKey: string,
  result: PayoutResult,
): Promise<PayoutOutcome> {
  return db.transaction(async (tx) => {
    const paidAt = new Date();
    const [paid] = await transitionAll(tx, payoutMachine, payouts, {
      from: PayoutStatus.PENDING,
      to: PayoutStatus.PAID,
      where: eq(payouts.payoutKey, payoutKey),
      set: { providerRef: result.providerRef, paidAt, updatedAt: paidAt, lastError: null },
    });
    if (!paid) return 'duplicate';
    const linked = await tx
      .update(settlements)
      .set({ paidAt })
      .where(eq(settlements.payoutId, paid.id))
      .returning({ orderId: settlements.orderId, depositId: settlements.depositId });
    // What the payout paid is settled in the ledger too: each settlement's subject, by what it settled.
    await settleSubjects(tx, {
      [ORDER_PURPOSE]: linked.flatMap((s) => (s.orderId === null ? [] : [s.orderId])),
      [DEPOSIT_PURPOSE]: linked.flatMap((s) => (s.depositId === null ? [] : [s.depositId])),
    });
    await notify(tx, ctx, [
      {
        customerId: paid.sellerId,
        kind: 'settlementPaid',
        params: {
          amount: formatMoney(paid.amountFen, 'zh-cn'),
          card: paid.maskedCard.slice(-4),
          count: String(linked.length),
        },
      },
    ]);
    return 'paid';
  });
}
