// The catalogue bench's database: a scratch PostgreSQL database with a million goods, created and seeded
// once (about two minutes) and reused by later runs, since `db:seed --goods N` only tops up to N.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** BENCH_CATALOGUE_DB keeps a second catalogue beside the first (e.g. one seeded by another branch's code). */
export const CATALOGUE_DB = process.env.BENCH_CATALOGUE_DB ?? 'nextland_bench_catalogue';

/** The server URL (no database) from BENCH_POSTGRES_URL or TEST_POSTGRES_URL, or null if neither answers. */
export async function benchServerUrl(): Promise<string | null> {
  const url =
    process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

export function databaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${CATALOGUE_DB}`;
  return url.toString();
}

/** Creates the database if missing, then migrates and tops it up to `goods` rows (a no-op when it has them). */
export async function prepareCatalogueDb(
  serverUrl: string,
  goods: number,
  filesDir: string,
): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [CATALOGUE_DB]);
    if (found.rowCount === 0) await admin.query(`create database ${CATALOGUE_DB}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(serverUrl);
  const seeded = spawnSync('npm', ['run', 'db:seed', '-w', 'nextland', '--', '--goods', String(goods)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, FILES_DIR: filesDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`db:seed --goods ${goods} failed (${seeded.status})`);
  return url;
}
