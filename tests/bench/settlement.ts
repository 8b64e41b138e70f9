// Issue 12 (decision 0027 §5): 100,000 completed orders past the after-sales window settle in under 60 s on
// PostgreSQL. Set-up is SQL (generate_series): 100 sellers with a default card, 1,000 orders each completed ten
// days ago, one in ten with a refund that succeeded, then VACUUM ANALYZE. The sweep is nextland's own service
// (modules/settlement/sweep.ts) on a Drizzle connection to the same database, timed alone; afterwards the
// rows are checked (one per order, net + commission + refunded = paid).
import { createDatabase } from '../../nextland/src/db/client.js';
import { createSandboxPayoutProvider } from '../../nextland/src/modules/payout/sandbox-provider.js';
import { sweepSettlements } from '../../nextland/src/modules/settlement/sweep.js';
import { openBenchDb } from './buying-db.js';

export const SETTLEMENT_TITLE = '== Settlement (issue 12): the sweep of 100,000 completed orders ==';
const ORDERS = 100_000;
const SELLERS = 100;
const TARGET_S = 60;

async function insertCompletedOrders(url: string): Promise<{ from: number }> {
  const db = await openBenchDb(url);
  try {
    const tag = Date.now().toString(36);
    await db.client.query('begin');
    const {
      rows: [first],
    } = await db.client.query<{ id: string }>(
      `with made as (
         insert into customers (nickname, invitation_code)
         select 'bench settle ' || i, 'S' || $2 || lpad(i::text, 4, '0') from generate_series(0, $1::int) i
         returning id)
       select min(id) as id from made`,
      [SELLERS, tag],
    );
    const buyer = Number(first?.id);
    // Ids buyer + 1 … buyer + SELLERS are the sellers (identity values of one statement are consecutive here).
    await db.client.query(
      `insert into bank_cards (customer_id, last4, fingerprint, holder_name, bank_name, is_default)
       select $1::bigint + i, lpad(i::text, 4, '0'), md5('bench-card-' || $2 || i), '测试', '招商银行', true
       from generate_series(1, $3::int) i`,
      [buyer, tag, SELLERS],
    );
    const {
      rows: [payment],
    } = await db.client.query<{ id: string }>(
      `insert into payments (customer_id, provider, status, amount_fen, pay_deadline, paid_at)
       values ($1, 'sandbox', 1, 1, now(), now()) returning id`,
      [buyer],
    );
    const {
      rows: [from],
    } = await db.client.query<{ id: string }>(
      `with made as (
         insert into orders (buyer_id, seller_id, payment_id, status, items_total_fen, postage_fen, total_fen,
                             pay_deadline, paid_at, shipped_at, completed_at, created_at, updated_at)
         select $1, $1::bigint + 1 + i % $3, $2, 3, 1000 + (i * 7919) % 200000, 1000,
                2000 + (i * 7919) % 200000, c, c, c + interval '1 day', c + interval '3 days', c, c
         from (select i, now() - interval '13 days' - i * interval '1 second' as c
               from generate_series(1, $4::int) i) src
         returning id)
       select min(id) as id from made`,
      [buyer, Number(payment?.id), SELLERS, ORDERS],
    );
    await db.client.query(
      `insert into refunds (payment_id, order_id, amount_fen, status, refund_key, succeeded_at)
       select $1, id, total_fen / 3, 1, 'bench-settle-' || id, now()
       from orders where id >= $2 and id % 10 = 0`,
      [Number(payment?.id), Number(from?.id)],
    );
    // The ledger the payments and refunds would have written (issue 26): the sweep settles from it.
    await db.client.query(
      `insert into ledger_entries (seller_id, kind, subject, subject_id, amount_fen, entry_key)
       select seller_id, 'sale', 'order', id, total_fen + deposit_fen, 'sale-order-' || id
       from orders where id >= $1`,
      [Number(from?.id)],
    );
    await db.client.query(
      `insert into ledger_entries (seller_id, kind, subject, subject_id, amount_fen, entry_key)
       select o.seller_id, 'refund', 'order', o.id, -r.amount_fen, 'refund-' || r.id
       from refunds r join orders o on o.id = r.order_id where o.id >= $1`,
      [Number(from?.id)],
    );
    await db.client.query('commit');
    await db.client.query(
      'vacuum analyze orders, refunds, after_sales, settlements, bank_cards, ledger_entries',
    );
    return { from: Number(from?.id) };
  } finally {
    await db.close();
  }
}

export async function benchSettlement(databaseUrl: string | null): Promise<string[]> {
  if (!databaseUrl)
    return [SETTLEMENT_TITLE, 'skipped: needs PostgreSQL (BENCH_POSTGRES_URL / TEST_POSTGRES_URL)'];
  const database = await createDatabase({
    databaseUrl,
    pgliteDir: 'memory://',
    // A serving process's bounds (DB_STATEMENT_TIMEOUT_MS default): every batch statement stays within them.
    timeouts: { connectMs: 5_000, statementMs: 15_000 },
  });
  try {
    await database.migrate();
    const started = performance.now();
    const { from } = await insertCompletedOrders(databaseUrl);
    const seeded = ((performance.now() - started) / 1000).toFixed(1);
    const ctx = { rateBp: 500, provider: createSandboxPayoutProvider(), outbox: false };
    const t0 = performance.now();
    const result = await sweepSettlements(database.db, ctx, new Date());
    const seconds = (performance.now() - t0) / 1000;
    const db = await openBenchDb(databaseUrl);
    const {
      rows: [check],
    } = await db.client
      .query<{ n: string; bad: string; unreconciled: string }>(
        `select count(*) as n,
                count(*) filter (where s.net_fen + s.commission_fen + s.refunded_fen <> o.total_fen) as bad,
                sum(s.net_fen) - (select sum(e.amount_fen) from ledger_entries e
                                  where e.subject = 'order' and e.subject_id >= $1 and e.status <> 0) as unreconciled
         from settlements s join orders o on o.id = s.order_id where o.id >= $1`,
        [from],
      )
      .finally(() => db.close());
    return [
      SETTLEMENT_TITLE,
      `-- ${ORDERS.toLocaleString('en')} completed orders of ${SELLERS} sellers (bulk-inserted in ${seeded} s, ` +
        'one in ten refunded in part), swept through nextland’s service on PostgreSQL --',
      `sweep: ${seconds.toFixed(2)} s for ${result.settled.toLocaleString('en')} settlements and ` +
        `${result.payoutIds.length} payouts  | ${(seconds / TARGET_S).toFixed(3)} of the ${TARGET_S} s target: ` +
        `${seconds < TARGET_S ? 'meets' : 'MISSES'}`,
      `check: ${Number(check?.n).toLocaleString('en')} rows for the bench's orders, ${check?.bad} not adding up; ` +
        `settlements − ledger = ${check?.unreconciled} fen`,
    ];
  } finally {
    await database.close();
  }
}
