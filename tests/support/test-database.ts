// A fresh database per suite: a new PostgreSQL database when TEST_POSTGRES_URL names a server (CI),
// otherwise an embedded PGlite in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** `name`: the PostgreSQL database's name (unset on PGlite). */
export type TestDatabase = { env: Record<string, string>; name?: string; drop: () => Promise<void> };

/**
 * `server` picks the database: a PostgreSQL server's URL (default TEST_POSTGRES_URL), or null for an
 * embedded PGlite folder.
 */
export async function createTestDatabase(
  label: string,
  server: string | null | undefined = process.env.TEST_POSTGRES_URL,
): Promise<TestDatabase> {
  const scratch = mkdtempSync(join(tmpdir(), `nextland-${label}-`));
  // Private files too: two suites seeding the default folder at once collided on its seed images (EEXIST).
  const files = { FILES_DIR: join(scratch, 'files'), PRIVATE_FILES_DIR: join(scratch, 'private-files') };
  if (!server) {
    return {
      env: { ...files, PGLITE_DIR: join(scratch, 'pglite') },
      drop: async () => rmSync(scratch, { recursive: true, force: true }),
    };
  }
  const name = `nextland_${label.replace(/\W/g, '_')}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    env: { ...files, DATABASE_URL: `${server}/${name}` },
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: `${server}/postgres` });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
