// pg-boss runs every statement through a `db` with `executeSql(text, values)` (pg-boss 10 `types.d.ts`, `Db`):
// its own pg pool by default, or any object we pass. These adapters let it run on the embedded PGlite and
// inside a caller's Drizzle transaction (the outbox).
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/client.js';
import { statementName } from '../../db/prepared.js';

export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/** A Drizzle transaction (or database) as the two drivers share it. */
export type Tx = Pick<Db, 'execute' | '_'>;

/**
 * pg-boss's statements over the one PGlite instance. Statements without parameters may be several at once
 * (its schema install and maintenance are `BEGIN; …; COMMIT;` scripts), which only the simple protocol
 * (`exec`) accepts; the last statement's rows are the answer, as `pg` gives for a single statement.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query<Record<string, unknown>>(text, values.map(nullIfUndefined));
      return { rows: result.rows };
    },
  };
}

/**
 * pg-boss statements inside the caller's transaction: the job row commits or rolls back with the business
 * rows. The statement goes to the transaction's session as written: its `$n` placeholders must stay shared
 * (pg-boss uses one parameter both as text and, in a CASE branch, as a timestamp), which re-building it with
 * Drizzle's `sql` template would split into separate parameters.
 */
export function transactionExecutor(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const query = { sql: text, params: values.map(nullIfUndefined) };
      // pg-boss's statements are a few fixed texts: named after their text (db/prepared.ts), each is parsed once
      // per connection. Both drivers answer a raw query with a result that has `rows` (node-postgres
      // QueryResult, PGlite Results).
      const name = statementName('jobs', text);
      const result = (await tx._.session.prepareQuery(query, undefined, name, false).execute()) as {
        rows: Record<string, unknown>[];
      };
      return { rows: result.rows };
    },
  };
}

function nullIfUndefined(value: unknown): unknown {
  return value === undefined ? null : value;
}
