// The settlement sweep (decision 0027 §5): completed orders past the after-sales window, with no open
// after-sale and no refund still on its way, become settlement rows in set-based batches — one
// `INSERT … SELECT … ON CONFLICT (order_id) DO NOTHING` per 5,000 orders, no round trip per order. A second
// sweep (or two at once) finds the rows there and writes nothing. Then payouts.ts groups what is unbatched.
// An auction order's gross is what the buyer paid for it in all: its payment plus the deposit applied to it
// (decision 0028 §3). A forfeited deposit is settled when it is forfeited (auction/unpaid.ts), not here.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { literal } from '../../db/ddl.js';
import { AFTER_SALE_WINDOW_DAYS, OPEN_AFTER_SALE } from '../after-sale/status.js';
import { OrderStatus } from '../order/status.js';
import { RefundStatus } from '../refund/status.js';
import { commissionSql } from './commission.js';
import type { SettlementContext } from './context.js';
import { batchPayouts } from './payouts.js';

export const SWEEP_BATCH = 5_000;
const DAY_MS = 86_400_000;

type BatchRow = {
  candidates: number;
  inserted: number;
  last_at: string | null;
  last_id: string | number | null;
};

const openAfterSale = sql.raw(OPEN_AFTER_SALE.join(', '));

/**
 * One batch: the next `SWEEP_BATCH` completed orders by (completed_at, id) before the cutoff (index
 * orders_completed_idx), those still to settle among them written at once. Answers how many it looked at,
 * how many it wrote and where the next batch starts.
 */
function batchStatement(cutoff: Date, after: { at: string; id: number } | null, rateBp: number): SQL {
  const rate = sql`${rateBp}::int`;
  const from = after ? sql`and (completed_at, id) > (${after.at}::timestamptz, ${after.id}::bigint)` : sql``;
  return sql`
    with batch as (
      select id, completed_at from orders
      where status = ${literal(OrderStatus.COMPLETED)} and completed_at < ${cutoff.toISOString()}::timestamptz ${from}
      order by completed_at, id
      limit ${SWEEP_BATCH}
    ), eligible as (
      select o.id, o.seller_id, o.total_fen + o.deposit_fen as gross,
             coalesce((select sum(r.amount_fen) from refunds r
                       where r.order_id = o.id and r.status = ${literal(RefundStatus.SUCCEEDED)}), 0)::bigint as refunded
      from batch b join orders o on o.id = b.id
      where not exists (select 1 from settlements s where s.order_id = o.id)
        and not exists (select 1 from after_sales a where a.order_id = o.id and a.status in (${openAfterSale}))
        and not exists (select 1 from refunds r
                        where r.order_id = o.id and r.status <> ${literal(RefundStatus.SUCCEEDED)})
    ), written as (
      insert into settlements (order_id, seller_id, gross_fen, refunded_fen, commission_fen, net_fen, rate_bp)
      select e.id, e.seller_id, e.gross, e.refunded, c.fen, e.gross - e.refunded - c.fen, ${rate}
      from eligible e cross join lateral (select ${commissionSql(sql`e.gross - e.refunded`, rate)} as fen) c
      on conflict (order_id) do nothing
      returning 1
    ), last as (
      select completed_at::text as at, id from batch order by completed_at desc, id desc limit 1
    )
    select (select count(*) from batch)::int as candidates, (select count(*) from written)::int as inserted,
           (select at from last) as last_at, (select id from last) as last_id`;
}

export type SweepResult = {
  /** Settlement rows written by this sweep. */
  settled: number;
  /** Payouts made (one per seller with a default card and something unbatched). */
  payoutIds: number[];
};

/**
 * Settles every order completed more than AFTER_SALE_WINDOW_DAYS before `now`, then batches payouts. `now` is
 * the caller's clock: the job's (moved by the test clock, jobs.ts), or the seed's.
 */
export async function sweepSettlements(db: Db, ctx: SettlementContext, now: Date): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - AFTER_SALE_WINDOW_DAYS * DAY_MS);
  let after: { at: string; id: number } | null = null;
  let settled = 0;
  for (;;) {
    const result = (await db.execute(batchStatement(cutoff, after, ctx.rateBp))) as unknown as {
      rows: BatchRow[];
    };
    const row = result.rows[0];
    settled += Number(row?.inserted ?? 0);
    if (!row || Number(row.candidates) < SWEEP_BATCH || row.last_at === null) break;
    after = { at: row.last_at, id: Number(row.last_id) };
  }
  const payoutIds = await batchPayouts(db, ctx);
  return { settled, payoutIds };
}
