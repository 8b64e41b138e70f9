// Prepared statements for the hottest reads (https://orm.drizzle.team/docs/perf-queries): Drizzle builds the
// query once, and on PostgreSQL a named statement is parsed once per connection instead of on every call. A
// statement belongs to the database handle it was prepared on, so each handle (tests open many) gets its own.
import { createHash } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

/** Names already derived, by statement text (the texts are few: fixed shapes, or one per row count). */
const names = new Map<string, string>();

/**
 * A statement's name derived from its text, for statements whose text varies (with the number of rows they
 * write): two texts never share a name, which node-postgres would refuse, and each one is parsed once per
 * connection.
 */
export function statementName(prefix: string, text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= 2000) names.clear();
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs SQL text as the statement `name` (the text must never vary: node-postgres refuses a name reused for
 * another text) and answers its rows as the driver gives them. For statements Drizzle would rebuild on every
 * call at a cost that grows with their rows (multi-row inserts): written once, with arrays as parameters.
 */
export async function executeStatement(
  db: Db,
  name: string,
  text: string,
  params: unknown[],
): Promise<Record<string, unknown>[]> {
  const query = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  return ((await query.execute()) as { rows: Record<string, unknown>[] }).rows;
}

/** Rows of `table` from `returning *`, mapped as Drizzle maps its own selects (ids to numbers, times to dates). */
export function tableRows<T extends PgTable>(table: T, rows: Record<string, unknown>[]): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return rows.map((row) => {
    const mapped: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = row[column.name];
      mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return mapped as T['$inferSelect'];
  });
}
