// The seller's management list and the officials' queue read their pages straight off an index, in order:
// with sorting disabled no plan may still need a Sort (as order/list-plan.test.ts, after migration 0015).
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { describeDatabaseOnDrivers } from '../../test/describe-on-drivers.js';
import { GoodsStatus } from '../goods/status.js';
import type { ItemKind } from './items.js';
import { countsQuery, type ManageFilter, type ManageStart, managedQuery } from './service.js';

/** A query with its parameters written in (EXPLAIN takes none). */
function inline({ sql: text, params }: { sql: string; params: unknown[] }): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

const after = { k: '2026-11-24T10:00:00.000Z', i: 500 };

describeDatabaseOnDrivers('management list plans', {}, (use) => {
  let db: Db;

  beforeAll(async () => {
    db = use().database.db;
  });

  async function plan(query: SQL | string): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      const result = await tx.execute(typeof query === 'string' ? sql.raw(`explain ${query}`) : query);
      const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  const cases: [string, ManageFilter, ManageStart][] = [
    ['every status, first page', { sellerId: 7 }, { offset: 0 }],
    ['every status, a later numbered page', { sellerId: 7 }, { offset: 40 }],
    ['every status, after a cursor', { sellerId: 7 }, { after }],
    ['one status, first page', { sellerId: 7, status: GoodsStatus.OFF_SALE }, { offset: 0 }],
    ['one status, after a cursor', { sellerId: 7, status: GoodsStatus.ON_SALE }, { after }],
  ];
  const kinds: ItemKind[] = ['goods', 'opus'];
  const all = kinds.flatMap((kind) =>
    cases.map(([name, filter, start]) => [`${kind}: ${name}`, kind, filter, start] as const),
  );

  it.each(all)('%s: an index scan in the list order, no sort', async (_, kind, filter, start) => {
    const text = await plan(inline(managedQuery(db, kind, filter, start, 11).toSQL()));
    expect(text).toMatch(/Index (Only )?Scan Backward using \w+_seller_(status_)?updated_idx/);
    expect(text).not.toMatch(/Sort/);
  });

  it.each(kinds)('%s: the tab counts read the partial index, no sort', async (kind) => {
    const text = await plan(inline(countsQuery(db, kind, 7).toSQL()));
    expect(text).toMatch(/Index (Only )?Scan using \w+_seller_(status_)?updated_idx/);
    expect(text).not.toMatch(/Sort/);
  });

  it.each(['goods', 'works'])('%s review queue: the partial index in order, no sort', async (table) => {
    const text = await plan(
      `select id from ${table} where status = ${GoodsStatus.UNDER_REVIEW} and deleted_at is null ` +
        'order by updated_at, id limit 11',
    );
    expect(text).toMatch(/Index (Only )?Scan using \w+_review_queue_idx/);
    expect(text).not.toMatch(/Sort/);
  });
});
