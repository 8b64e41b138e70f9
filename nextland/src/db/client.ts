import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrate.js';
import { lockDatabaseFolder } from './pglite-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The query API both drivers share; modules only ever see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** How the job queue reaches this database: its own pool on PostgreSQL, the one embedded instance on PGlite. */
export type JobsConnection =
  | { kind: 'postgres'; connectionString: string }
  | { kind: 'pglite'; client: PGlite };

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  jobsConnection: JobsConnection;
  /** Applies pending migrations from the committed migrations folder. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  pgliteDir: string;
  /** An embedded folder's lock was lost while running (default: throw, which ends the process). */
  onLockLost?: (error: Error) => void;
  /**
   * PostgreSQL bounds for a serving process (the CLIs run long set-based seeds and leave them out). Without
   * them a stalled database hangs every request and /ready for ever, and waiting requests queue without end.
   */
  timeouts?: DatabaseTimeouts;
  /** An in-memory PGlite starts as a copy of this data directory (a `dumpDataDir` tarball): the tests' seeded image. */
  loadDataDir?: Blob;
};

export type DatabaseTimeouts = { connectMs: number; statementMs: number };

/** Extra time the client waits past the server's statement timeout before giving up on a silent server. */
const SILENT_SERVER_GRACE_MS = 2_000;

export const MEMORY_DIR = 'memory://';

/** PostgreSQL when a URL is given, otherwise the embedded PGlite (on disk, or in memory for tests). */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.timeouts);
  return createPglite(options.pgliteDir, options.onLockLost, options.loadDataDir);
}

function createPostgres(connectionString: string, timeouts?: DatabaseTimeouts): Database {
  // No parallel workers for nextland's own queries: each is a short request-sized read, where starting
  // workers costs more than it saves and, under load, takes cores from other requests (decision 0006
  // measured a keyword probe at 96 ms with two workers and 10 ms without).
  const settings = ['-c max_parallel_workers_per_gather=0'];
  if (timeouts?.statementMs) settings.push(`-c statement_timeout=${timeouts.statementMs}`);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    options: settings.join(' '),
    // Bounds both opening a connection and waiting for a free one (node-postgres `connectionTimeoutMillis`).
    ...(timeouts ? { connectionTimeoutMillis: timeouts.connectMs } : {}),
    // The server cancels a slow statement itself; this catches a server (or network) that stopped answering.
    ...(timeouts?.statementMs ? { query_timeout: timeouts.statementMs + SILENT_SERVER_GRACE_MS } : {}),
  });
  // An idle connection the server ends (restart, failover, pg_terminate_backend, a pooler) is an 'error' on
  // the pool; without a listener Node treats it as unhandled and the whole process exits. The pool has
  // already dropped that client, and the next query opens a new one: say so and carry on.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, 'DatabaseWarning');
  });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as Db,
    driver: 'postgres',
    jobsConnection: { kind: 'postgres', connectionString },
    migrate: () => migrateUnderLock(connectionString),
    close: () => pool.end(),
  };
}

/** Key of the advisory lock migrations run under (any constant no other lock uses; the seed's is 20261122). */
export const MIGRATION_LOCK_KEY = 7_000_531;

/**
 * Several nextland processes starting together against one PostgreSQL migrate once: each takes a
 * session-level advisory lock on one dedicated connection and runs drizzle's migrator on that connection
 * while holding it. The first applies the pending migrations; the others wait, then find nothing to do.
 */
async function migrateUnderLock(connectionString: string): Promise<void> {
  // Its own connection, outside the serving pool's statement and read timeouts: a migration may rebuild an
  // index on a big table for minutes.
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    // Ending the session releases the lock for sure, even after a failure.
    await client.end();
  }
}

const rethrow = (error: Error) => {
  throw error;
};

async function createPglite(
  dir: string,
  onLockLost: (error: Error) => void = rethrow,
  loadDataDir?: Blob,
): Promise<Database> {
  let unlock = async () => {};
  if (dir !== MEMORY_DIR) {
    mkdirSync(dir, { recursive: true });
    unlock = await lockDatabaseFolder(dir, { onLost: onLockLost });
  }
  // pg_trgm backs keyword search (migration 0004 runs CREATE EXTENSION); PGlite ships it as a loadable bundle.
  const client = await PGlite.create({
    ...(dir === MEMORY_DIR ? {} : { dataDir: dir }),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as Db,
    driver: 'pglite',
    jobsConnection: { kind: 'pglite', client },
    // One process owns an embedded database (the folder lock), so nothing migrates it concurrently.
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

/** True when the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}

/** Rows of a raw SQL query; node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
