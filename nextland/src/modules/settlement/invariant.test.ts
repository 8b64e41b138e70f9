// The settlement invariant as a property (decision 0027 §5): for any orders with any refunds that succeeded
// and any rate, the sweep's SQL writes net + commission + refunded = what the buyer paid, with the commission
// rounded half to even exactly as the JavaScript reference does. Runs the real sweep on a migrated database.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { describeDatabaseOnDrivers } from '../../test/describe-on-drivers.js';
import { createSandboxPayoutProvider } from '../payout/sandbox-provider.js';
import { commissionFen } from './commission.js';
import { sweepSettlements } from './sweep.js';

describe('commission rounding (JavaScript reference)', () => {
  it('rounds half to even', () => {
    expect(commissionFen(10, 500)).toBe(0); // 0.5 → 0
    expect(commissionFen(30, 500)).toBe(2); // 1.5 → 2
    expect(commissionFen(50, 500)).toBe(2); // 2.5 → 2
    expect(commissionFen(51, 500)).toBe(3); // 2.55 → 3
    expect(commissionFen(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

const order = fc
  .record({
    gross: fc.oneof(
      // Ties at 5 %: 10 fen × 500 bp = half a fen.
      fc.constantFrom(10, 30, 50, 70, 90, 110),
      fc.integer({ min: 1, max: 100_000 }),
      // Large, but a run's orders of one seller still add up within what fen can hold (a payout is their sum).
      fc.integer({ min: 1, max: Math.floor(Number.MAX_SAFE_INTEGER / 16) }),
    ),
    refundShares: fc.array(fc.double({ min: 0, max: 0.5, noNaN: true }), { maxLength: 2 }),
  })
  .map(({ gross, refundShares }) => ({
    gross,
    // Refunds that succeeded, never more than paid in total.
    refunds: refundShares.map((share) => Math.floor(gross * share)).filter((fen) => fen > 0),
  }));

describeDatabaseOnDrivers('settlement invariant', {}, (use) => {
  let database: Database;
  let people: { buyer: number; payment: number };
  beforeAll(async () => {
    database = use().database;
    const made = (await database.db.execute(sql`
        with c as (
          insert into customers (nickname, invitation_code)
          values ('inv buyer', 'INVBUYER01') returning id
        ), p as (
          insert into payments (customer_id, provider, status, amount_fen, pay_deadline)
          select min(id), 'sandbox', 1, 1, now() from c returning id
        )
        select (select min(id) from c) as buyer, (select id from p) as payment`)) as unknown as {
      rows: { buyer: number; payment: number }[];
    };
    const row = made.rows[0];
    people = { buyer: Number(row?.buyer), payment: Number(row?.payment) };
  });

  it('net + commission + refunded = paid for every order, commission as the JavaScript reference', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(order, { minLength: 1, maxLength: 12 }),
        fc.oneof(fc.constant(500), fc.integer({ min: 0, max: 10_000 })),
        async (orders, rateBp) => {
          const { db } = database;
          // A seller per run: one seller's waiting total across runs would pass what fen can hold.
          const seller = (await db.execute(sql`
              insert into customers (nickname, invitation_code)
              values ('inv seller', substr(md5(random()::text), 1, 16)) returning id`)) as unknown as {
            rows: { id: number }[];
          };
          const sellerId = Number(seller.rows[0]?.id);
          const ids: number[] = [];
          for (const o of orders) {
            const written = (await db.execute(sql`
                insert into orders (buyer_id, seller_id, payment_id, status, items_total_fen, postage_fen,
                                    total_fen, pay_deadline, completed_at)
                values (${people.buyer}, ${sellerId}, ${people.payment}, 3, ${o.gross}, 0, ${o.gross},
                        now(), now() - interval '8 days')
                returning id`)) as unknown as { rows: { id: number }[] };
            const id = Number(written.rows[0]?.id);
            ids.push(id);
            for (const [i, fen] of o.refunds.entries()) {
              await db.execute(sql`
                  insert into refunds (payment_id, order_id, amount_fen, status, refund_key)
                  values (${people.payment}, ${id}, ${fen}, 1, ${`inv-${id}-${i}`})`);
            }
          }
          const ctx = { rateBp, provider: createSandboxPayoutProvider(), outbox: false };
          await sweepSettlements(db, ctx, new Date());
          const rows = (await db.execute(sql`
              select order_id, gross_fen, refunded_fen, commission_fen, net_fen, rate_bp from settlements
              where order_id in (${sql.join(ids, sql`, `)}) order by order_id`)) as unknown as {
            rows: Record<string, string | number>[];
          };
          expect(rows.rows).toHaveLength(orders.length);
          rows.rows.forEach((raw, i) => {
            const o = orders[i] as (typeof orders)[number];
            const refunded = o.refunds.reduce((sum, fen) => sum + fen, 0);
            const [gross, refundedFen, commission, net] = [
              raw.gross_fen,
              raw.refunded_fen,
              raw.commission_fen,
              raw.net_fen,
            ].map((v) => BigInt(v as string));
            expect(gross).toBe(BigInt(o.gross));
            expect(refundedFen).toBe(BigInt(refunded));
            expect(commission).toBe(BigInt(commissionFen(o.gross - refunded, rateBp)));
            expect((net ?? 0n) + (commission ?? 0n) + (refundedFen ?? 0n)).toBe(gross);
            expect(net ?? -1n).toBeGreaterThanOrEqual(0n);
            expect(Number(raw.rate_bp)).toBe(rateBp);
          });
        },
      ),
      { numRuns: 25 },
    );
  });
});
