// The settlement sweep (decision 0027 §5, issue 26): completed orders past the after-sales window, with no open
// after-sale and no refund still on its way, become settlement rows in set-based batches — one
// `INSERT … SELECT … ON CONFLICT (order_id) DO NOTHING` per 5,000 orders, no round trip per order — and, in the
// same transaction, the ledger entries they cover become available with the commission beside them. What the
// buyer paid and what went back are read from the ledger (the order's sale and refund entries), so a settlement
// is exactly the sum of what it covers. A second sweep (or two at once) finds the rows there and writes nothing.
// Then payouts.ts groups what is unbatched. A forfeited deposit is settled when it is forfeited (forfeit.ts).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { literal } from '../../db/ddl.js';
import { AFTER_SALE_WINDOW_DAYS, OPEN_AFTER_SALE } from '../after-sale/status.js';
import { type Covered, makeAvailable } from '../ledger/service.js';
import { ORDER_PURPOSE, OrderStatus } from '../order/status.js';
import { RefundStatus } from '../refund/status.js';
import { commissionSql } from './commission.js';
import type { SettlementContext } from './context.js';
import { batchPayouts } from './payouts.js';

export const SWEEP_BATCH = 5_000;
const DAY_MS = 86_400_000;

type BatchRow = {
  candidates: number;
  /** The orders settled by this batch, with their seller and commission. */
  covered: { id: number; seller: number; commission: number }[] | string;
  last_at: string | null;
  last_id: string | number | null;
};

const openAfterSale = sql.raw(OPEN_AFTER_SALE.join(', '));

/**
 * One batch: the next `SWEEP_BATCH` completed orders by (completed_at, id) before the cutoff (index
 * orders_completed_idx), those still to settle among them written at once. Answers how many it looked at,
 * the orders it settled (for the ledger) and where the next batch starts.
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
      select o.id, o.seller_id, l.gross, l.refunded
      from batch b join orders o on o.id = b.id
      cross join lateral (
        select coalesce(sum(e.amount_fen) filter (where e.kind = 'sale'), 0)::bigint as gross,
               coalesce(-sum(e.amount_fen) filter (where e.kind = 'refund'), 0)::bigint as refunded
        from ledger_entries e where e.subject = ${ORDER_PURPOSE} and e.subject_id = o.id) l
      where l.gross > 0
        and not exists (select 1 from settlements s where s.order_id = o.id)
        and not exists (select 1 from after_sales a where a.order_id = o.id and a.status in (${openAfterSale}))
        and not exists (select 1 from refunds r
                        where r.order_id = o.id and r.status <> ${literal(RefundStatus.SUCCEEDED)})
    ), written as (
      insert into settlements (order_id, seller_id, gross_fen, refunded_fen, commission_fen, net_fen, rate_bp)
      select e.id, e.seller_id, e.gross, e.refunded, c.fen, e.gross - e.refunded - c.fen, ${rate}
      from eligible e cross join lateral (select ${commissionSql(sql`e.gross - e.refunded`, rate)} as fen) c
      on conflict (order_id) do nothing
      returning order_id, seller_id, commission_fen
    ), last as (
      select completed_at::text as at, id from batch order by completed_at desc, id desc limit 1
    )
    select (select count(*) from batch)::int as candidates,
           (select coalesce(json_agg(json_build_object('id', order_id, 'seller', seller_id,
                                                       'commission', commission_fen)), '[]'::json)
            from written) as covered,
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
    const row = await db.transaction(async (tx) => {
      const result = (await tx.execute(batchStatement(cutoff, after, ctx.rateBp))) as unknown as {
        rows: BatchRow[];
      };
      const batch = result.rows[0];
      const covered = coveredOf(batch);
      await makeAvailable(tx, covered);
      settled += covered.length;
      return batch;
    });
    if (!row || Number(row.candidates) < SWEEP_BATCH || row.last_at === null) break;
    after = { at: row.last_at, id: Number(row.last_id) };
  }
  const payoutIds = await batchPayouts(db, ctx);
  return { settled, payoutIds };
}

/** The ledger's view of what a batch settled (PGlite hands json back as text, node-postgres parsed). */
function coveredOf(row: BatchRow | undefined): Covered[] {
  if (!row) return [];
  const list = typeof row.covered === 'string' ? JSON.parse(row.covered) : row.covered;
  return (list as { id: number; seller: number; commission: number }[]).map((c) => ({
    subject: ORDER_PURPOSE,
    subjectId: Number(c.id),
    sellerId: Number(c.seller),
    commissionFen: Number(c.commission),
  }));
}
