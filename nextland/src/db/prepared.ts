// Prepared statements for the hottest reads (https://orm.drizzle.team/docs/perf-queries): Drizzle builds the
// query once, and on PostgreSQL a named statement is parsed once per connection instead of on every call. A
// statement belongs to the database handle it was prepared on, so each handle (tests open many) gets its own.
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
