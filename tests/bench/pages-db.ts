// The page bench's database: a scratch PostgreSQL database recreated on every run and filled with the demo
// seed by nextland itself (SEED_ON_EMPTY), so the goods page renders the same ten cards each time.
import pg from 'pg';

export const PAGES_BENCH_DB = process.env.BENCH_PAGES_DB ?? 'nextland_bench_pages';

/** A fresh empty database's URL on `serverUrl` (dropped and created again). */
export async function freshPagesDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${PAGES_BENCH_DB} with (force)`);
    await admin.query(`create database ${PAGES_BENCH_DB}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${PAGES_BENCH_DB}`;
  return url.toString();
}
