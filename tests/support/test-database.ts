// A fresh database per suite: a new PostgreSQL database when TEST_POSTGRES_URL names a server (CI),
// otherwise an embedded PGlite in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type TestDatabase = { env: Record<string, string>; drop: () => Promise<void> };

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const scratch = mkdtempSync(join(tmpdir(), `nextland-${label}-`));
  // Private files too: two suites seeding the default folder at once collided on its seed images (EEXIST).
  const files = { FILES_DIR: join(scratch, 'files'), PRIVATE_FILES_DIR: join(scratch, 'private-files') };
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) {
    return {
      env: { ...files, PGLITE_DIR: join(scratch, 'pglite') },
      drop: async () => rmSync(scratch, { recursive: true, force: true }),
    };
  }
  const name = `nextland_${label}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    env: { ...files, DATABASE_URL: `${server}/${name}` },
    drop: async () => {
      const client = new pg.Client({ connectionString: `${server}/postgres` });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
