// The database a fault scenario runs on: FAULT_DATABASE=postgres (a new database on TEST_POSTGRES_URL) or
// pglite (a new folder). Files go to the same scratch folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type FaultDatabaseKind = 'postgres' | 'pglite';

export const databaseKind: FaultDatabaseKind =
  process.env.FAULT_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export type FaultDatabase = {
  env: Record<string, string>;
  /** A client on the service's database (postgres only), for terminating its connections. */
  admin?: () => Promise<pg.Client>;
  name?: string;
  drop: () => Promise<void>;
};

function serverUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url)
    throw new Error(
      'FAULT_DATABASE=postgres needs TEST_POSTGRES_URL (e.g. postgresql://postgres@127.0.0.1:5432)',
    );
  return url;
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl()}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createFaultDatabase(label: string): Promise<FaultDatabase> {
  const scratch = mkdtempSync(join(tmpdir(), `nextland-fault-${label}-`));
  const files = { FILES_DIR: join(scratch, 'files'), PRIVATE_FILES_DIR: join(scratch, 'private') };
  const removeScratch = async () => rmSync(scratch, { recursive: true, force: true });
  if (databaseKind === 'pglite') {
    return { env: { ...files, PGLITE_DIR: join(scratch, 'pglite') }, drop: removeScratch };
  }
  const name = `nextland_fault_${label.replace(/\W/g, '_')}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await onServer(`CREATE DATABASE ${name}`);
  return {
    env: { ...files, DATABASE_URL: `${serverUrl()}/${name}` },
    name,
    admin: async () => {
      const client = new pg.Client({ connectionString: `${serverUrl()}/postgres` });
      await client.connect();
      return client;
    },
    drop: async () => {
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeScratch();
    },
  };
}
