// The keyset lists of orders and payments read their pages straight off an index, in order: with sorting
// disabled, no plan may still need a Sort. (The bench found the buyer's list sorting all 10,000 orders of a
// buyer for every page: its indexes were in an order PostgreSQL could not read the list's order from.)
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { afterTimeCursor, type TimeOrderedList, timeOrdering } from '../../lib/keyset.js';
import { describeDatabaseOnDrivers } from '../../test/describe-on-drivers.js';
import { payments } from '../purchase/schema.js';
import { paymentList } from './payment-view.js';
import { orderLists } from './queries.js';
import { orders } from './schema.js';
import { OrderStatus } from './status.js';

const after = (list: TimeOrderedList) => ({ l: list.name, k: '2026-11-24T10:00:00.000Z', i: 500 });

/** The list's page query as the routes build it, with its parameters written in (EXPLAIN takes none). */
function pageQuery(
  db: Db,
  table: typeof orders | typeof payments,
  list: TimeOrderedList,
  where: SQL | undefined,
) {
  const { sql: text, params } = db
    .select()
    .from(table)
    .where(where)
    .orderBy(...timeOrdering(list))
    .limit(11)
    .toSQL();
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

describeDatabaseOnDrivers('order and payment list plans', {}, (use) => {
  let db: Db;

  beforeAll(async () => {
    db = use().database.db;
  });

  async function plan(query: string): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      const result = await tx.execute(sql.raw(`explain ${query}`));
      const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  const buyer = orderLists.buyer;
  const seller = orderLists.seller;
  const cases: [string, () => string][] = [
    ['buyer, first page', () => pageQuery(db, orders, buyer, eq(orders.buyerId, 7))],
    [
      'buyer, after a cursor',
      () => pageQuery(db, orders, buyer, and(eq(orders.buyerId, 7), afterTimeCursor(buyer, after(buyer)))),
    ],
    [
      'buyer, one status after a cursor',
      () =>
        pageQuery(
          db,
          orders,
          buyer,
          and(
            eq(orders.buyerId, 7),
            eq(orders.status, OrderStatus.SHIPPED),
            afterTimeCursor(buyer, after(buyer)),
          ),
        ),
    ],
    ['seller, first page', () => pageQuery(db, orders, seller, eq(orders.sellerId, 7))],
    [
      'seller, one status',
      () =>
        pageQuery(db, orders, seller, and(eq(orders.sellerId, 7), eq(orders.status, OrderStatus.COMPLETED))),
    ],
    [
      'payments, after a cursor',
      () =>
        pageQuery(
          db,
          payments,
          paymentList,
          and(eq(payments.customerId, 7), afterTimeCursor(paymentList, after(paymentList))),
        ),
    ],
  ];

  it.each(cases)('%s: an index scan in the list order, no sort', async (_, query) => {
    const text = await plan(query());
    expect(text).toMatch(/Index (Only )?Scan/);
    expect(text).not.toMatch(/Sort/);
  });
});
