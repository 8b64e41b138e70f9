// Migration `one_ledger` (issue 26): a deployed database's history becomes ledger entries. Migrated up to the
// migration before it, orders are written the old way — one settled and paid out, one settled and waiting for its
// payout, one paid with a refund and not settled yet, one never paid — then the rest is applied: each paid order
// has its sale, the refund its entry, each settlement its commission, in the state its settlement is in, and the
// seller's totals equal what the settlements say.
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { migrationsFolder } from '../../db/migrate.js';
import * as schema from '../../db/schema.js';
import { emptyPglite } from '../../test/describe-on-drivers.js';
import { migrationsBefore } from '../../test/migrations-before.js';
import { ledgerEntries } from './schema.js';
import { LedgerStatus } from './status.js';
import { sellerLedgerTotals } from './totals.js';

let before: string;
let removeBefore: () => void;

beforeAll(() => {
  ({ folder: before, remove: removeBefore } = migrationsBefore('_one_ledger'));
});
afterAll(() => removeBefore());

async function oldHistory(db: Db): Promise<number> {
  const people = (await db.execute(sql`
    insert into customers (nickname, invitation_code) values ('buyer', 'LEDGER01'), ('seller', 'LEDGER02')
    returning id`)) as unknown as { rows: { id: number }[] };
  const [buyer, seller] = people.rows.map((row) => Number(row.id));
  await db.execute(sql`
    insert into payments (customer_id, provider, status, amount_fen, pay_deadline, paid_at)
    values (${buyer}, 'sandbox', 1, 1, now(), now())`);
  // Orders 1–3 paid (1 and 2 completed long ago), 4 never paid.
  await db.execute(sql`
    insert into orders (buyer_id, seller_id, payment_id, status, items_total_fen, postage_fen, total_fen,
                        pay_deadline, paid_at, completed_at)
    select ${buyer}, ${seller}, (select min(id) from payments), s, fen, 0, fen, now(), paid, done
    from (values (3, 6000, now(), now() - interval '20 days'), (3, 4000, now(), now() - interval '9 days'),
                 (1, 3000, now(), null::timestamptz), (0, 2000, null::timestamptz, null::timestamptz))
         as v(s, fen, paid, done)`);
  const ids = (await db.execute(sql`select id from orders order by id`)) as unknown as {
    rows: { id: number }[];
  };
  const [first, second, third] = ids.rows.map((row) => Number(row.id));
  await db.execute(sql`
    insert into refunds (payment_id, order_id, amount_fen, status, refund_key)
    values ((select min(id) from payments), ${third}, 500, 1, 'old-refund'),
           ((select min(id) from payments), ${third}, 700, 0, 'old-refund-pending')`);
  await db.execute(sql`
    insert into settlements (order_id, seller_id, gross_fen, refunded_fen, commission_fen, net_fen, rate_bp, paid_at)
    values (${first}, ${seller}, 6000, 0, 300, 5700, 500, now()), (${second}, ${seller}, 4000, 0, 200, 3800, 500, null)`);
  return seller ?? 0;
}

describe('migration one_ledger: the history before the ledger becomes its entries', () => {
  it('writes each paid order, refund and commission in its settlement’s state (PGlite)', async () => {
    const client = await emptyPglite();
    try {
      const db = drizzlePglite({ client, schema }) as unknown as Db;
      await migratePglite(db as never, { migrationsFolder: before });
      const seller = await oldHistory(db);
      await migratePglite(db as never, { migrationsFolder });
      const entries = await db
        .select({ kind: ledgerEntries.kind, fen: ledgerEntries.amountFen, status: ledgerEntries.status })
        .from(ledgerEntries)
        .orderBy(asc(ledgerEntries.subjectId), asc(ledgerEntries.id));
      const { PENDING, AVAILABLE, SETTLED } = LedgerStatus;
      expect(entries).toEqual([
        { kind: 'sale', fen: 6000, status: SETTLED },
        { kind: 'commission', fen: -300, status: SETTLED },
        { kind: 'sale', fen: 4000, status: AVAILABLE },
        { kind: 'commission', fen: -200, status: AVAILABLE },
        { kind: 'sale', fen: 3000, status: PENDING },
        { kind: 'refund', fen: -500, status: PENDING },
      ]);
      expect(await sellerLedgerTotals(db, seller)).toEqual({
        settledFen: 5700,
        availableFen: 3800,
        incomingFen: 2500,
      });
    } finally {
      await client.close();
    }
  });
});
