// Throw-away databases for tests below the HTTP layer: PGlite in memory always, and a fresh PostgreSQL
// database on the server named by TEST_POSTGRES_URL when it is set (dropped afterwards).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../db/client.js';

export const postgresServer = process.env.TEST_POSTGRES_URL;

/** The same server, another database (keeps credentials and query options). */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(postgresServer ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's `postgres` database (CREATE / DROP DATABASE). */
export async function postgresAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresDatabaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new PostgreSQL database, empty or a copy of `template`; `connect` opens another nextland Database on it
 * (another "process").
 */
export async function createPostgresScratch(label: string, template?: string) {
  // Only [a-z0-9_]: the name is interpolated into DDL, which cannot take parameters.
  const name = `nextland_${label}_${randomBytes(6).toString('hex')}`;
  await postgresAdmin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const opened: Database[] = [];
  return {
    name,
    async connect(): Promise<Database> {
      const database = await createDatabase({
        databaseUrl: postgresDatabaseUrl(name),
        pgliteDir: 'memory://',
      });
      // Closing twice (the test, then drop) must not fail: a pool refuses a second end().
      let closing: Promise<void> | undefined;
      const once = { ...database, close: () => (closing ??= database.close()) };
      opened.push(once);
      return once;
    },
    /** Closes every Database opened on it and waits until their sessions have left (before templating it). */
    async release(): Promise<void> {
      await Promise.all(opened.map((database) => database.close()));
      await waitForDisconnects(name);
    },
    async drop(): Promise<void> {
      await this.release();
      await postgresAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A pool's end() resolves once its clients are told to close, before their server sessions have gone: a
 * forced DROP in that moment kills them mid-goodbye, and the dying client reports an error nobody awaits.
 * Waiting (briefly) for the sessions to leave avoids it; the forced drop still clears anything left over.
 */
async function waitForDisconnects(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresDatabaseUrl('postgres') });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 40; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}
