// The settlement invariant as a property (decision 0027 §5, issue 26): for any orders with any refunds that
// succeeded and any rate, the sweep's SQL writes net + commission + refunded = what the buyer paid, with the
// commission rounded half to even exactly as the JavaScript reference does, and the ledger reconciles to the fen:
// the seller's available entries add up to the settlements' net (orders and forfeited deposits), and sales +
// forfeits − refunds − commission to the same.
// Runs the real sweep on a migrated database; the sales and refunds go into the ledger through its service.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { describeDatabaseOnDrivers } from '../../test/describe-on-drivers.js';
import { recordRefund, recordSales, sellerLedgerTotals } from '../ledger/service.js';
import { ORDER_PURPOSE } from '../order/status.js';
import { createSandboxPayoutProvider } from '../payout/sandbox-provider.js';
import { commissionFen } from './commission.js';
import { settleForfeit } from './forfeit.js';
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
        // Deposits the seller keeps because their winners did not pay.
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 3 }),
        async (orders, rateBp, forfeits) => {
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
            await recordSales(db, [{ sellerId, subject: ORDER_PURPOSE, subjectId: id, amountFen: o.gross }]);
            for (const [i, fen] of o.refunds.entries()) {
              const refund = (await db.execute(sql`
                  insert into refunds (payment_id, order_id, amount_fen, status, refund_key)
                  values (${people.payment}, ${id}, ${fen}, 1, ${`inv-${id}-${i}`}) returning id`)) as unknown as {
                rows: { id: number }[];
              };
              const refundId = Number(refund.rows[0]?.id);
              await recordRefund(db, { refundId, subject: ORDER_PURPOSE, subjectId: id, amountFen: fen });
            }
          }
          for (const amountFen of forfeits) {
            const deposit = (await db.execute(sql`
                with g as (
                  insert into goods (seller_id, title, price, stock, status)
                  values (${sellerId}, 'lot', ${amountFen}, 1, 3) returning id
                ), l as (
                  insert into auction_lots (goods_id, start_price, increment, current_price, starts_at, ends_at)
                  select id, 100, 10, 100, now() - interval '2 days', now() - interval '1 day' from g returning id
                ), p as (
                  insert into payments (customer_id, provider, status, amount_fen, pay_deadline, purpose)
                  values (${people.buyer}, 'sandbox', 1, ${amountFen}, now(), 'deposit') returning id
                )
                insert into deposits (lot_id, bidder_id, amount_fen, payment_id, status)
                select l.id, ${people.buyer}, ${amountFen}, p.id, 3 from l, p returning id`)) as unknown as {
              rows: { id: number }[];
            };
            await settleForfeit(db, rateBp, { depositId: Number(deposit.rows[0]?.id), sellerId, amountFen });
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
          const all = (await db.execute(sql`
              select coalesce(sum(net_fen), 0)::text as net from settlements where seller_id = ${sellerId}`)) as unknown as {
            rows: { net: string }[];
          };
          const net = BigInt(all.rows[0]?.net ?? '0');
          const totals = await sellerLedgerTotals(db, sellerId);
          expect(BigInt(totals.availableFen)).toBe(net);
          expect(totals.incomingFen).toBe(0);
          const kinds = (await db.execute(sql`
              select kind, sum(amount_fen)::text as fen from ledger_entries where seller_id = ${sellerId}
              group by kind`)) as unknown as { rows: { kind: string; fen: string }[] };
          const of = (kind: string) => BigInt(kinds.rows.find((r) => r.kind === kind)?.fen ?? '0');
          const sold = orders.reduce((sum, o) => sum + BigInt(o.gross), 0n);
          const refunded = orders.reduce((sum, o) => sum + BigInt(o.refunds.reduce((a, b) => a + b, 0)), 0n);
          expect(of('sale')).toBe(sold);
          expect(-of('refund')).toBe(refunded);
          expect(of('forfeit')).toBe(forfeits.reduce((sum, fen) => sum + BigInt(fen), 0n));
          expect(of('sale') + of('forfeit') + of('refund') + of('commission')).toBe(net);
        },
      ),
      { numRuns: 25 },
    );
  });
});
