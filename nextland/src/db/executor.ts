// The query API the state-machine helper and the migration check need, without the tables' types: typing them
// with `Db` (client.ts) made db/client → db/schema → every module's schema and status → lib/state-machine →
// db/client one import loop (issue 26). Any `Db`, or a transaction of one, is an executor.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type SqlExecutor = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
