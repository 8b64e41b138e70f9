// Helpers of the settlement tests: a seller's bank card, the sweep run through the queue's moved clock, and
// the seller's REST calls.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { bankCards } from '../modules/bank-card/schema.js';
import { SETTLEMENT } from '../modules/settlement/routes.js';
import { call } from './account-helpers.js';
import type { Use } from './order-helpers.js';

export { SETTLEMENT };

export async function defaultCard(db: Db, customerId: number, last4 = '4242') {
  await db.insert(bankCards).values({
    customerId,
    last4,
    fingerprint: randomUUID().replaceAll('-', ''),
    holderName: '测试',
    bankName: '招商银行',
    isDefault: true,
  });
}

/** Moves the sweep's clock past the after-sales window (8 days) and runs what fell due. */
export async function sweepLater(use: Use, days = 8): Promise<void> {
  const reply = await call<{ moved: number }>(use().app, 'POST', '/dev/jobs/advance', {
    seconds: days * 86_400,
    queue: 'settlement.sweep',
  });
  expect(reply.body.code).toBe(200);
  expect(reply.body.data.moved).toBeGreaterThan(0);
}

/** Runs the payout retries that are waiting (the queue's clock moves an hour). */
export async function retryPayouts(use: Use): Promise<void> {
  await call(use().app, 'POST', '/dev/jobs/advance', { seconds: 3600, queue: 'payout.send' });
}

export type SettlementRow = {
  id: number;
  order_id: number;
  seller_id: number;
  gross_fen: number;
  refunded_fen: number;
  commission_fen: number;
  net_fen: number;
  rate_bp: number;
  payout_id: number | null;
};

export async function settlementOf(db: Db, orderId: string): Promise<SettlementRow | undefined> {
  const result = (await db.execute(
    sql`select * from settlements where order_id = ${Number(orderId)}`,
  )) as unknown as { rows: SettlementRow[] };
  const row = result.rows[0];
  if (!row) return undefined;
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v === null || typeof v === 'object' ? v : Number(v)]),
  ) as SettlementRow;
}

export type PayoutRow = {
  id: number;
  status: number;
  attempts: number;
  amount_fen: number;
  payout_key: string;
};

export async function payoutsOf(db: Db, sellerId: number): Promise<PayoutRow[]> {
  const result = (await db.execute(
    sql`select id, status, attempts, amount_fen, payout_key from payouts where seller_id = ${sellerId} order by id`,
  )) as unknown as { rows: PayoutRow[] };
  return result.rows.map((r) => ({
    ...r,
    id: Number(r.id),
    amount_fen: Number(r.amount_fen),
  }));
}

export function settlementCall<T>(use: Use, token: string, path: string) {
  return call<T>(use().app, 'GET', `${SETTLEMENT}/${path}`, undefined, { token });
}
