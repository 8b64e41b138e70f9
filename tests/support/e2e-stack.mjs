// Playwright's webServer: the three production builds on test ports, against a fresh database
// (E2E_DATABASE_URL in CI, otherwise an embedded PGlite in a temporary folder) seeded with demo data.
// With E2E_CREATE_DATABASE=1 the stack creates that database itself and drops it when stopped: each shard of a
// sharded run (scripts/test-all.mjs) has its own database, ports and Redis keys, so shards share no data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runServices } from '../../scripts/lib/services.mjs';

const ports = {
  nextland: process.env.E2E_NEXTLAND_PORT ?? '18180',
  bff: process.env.E2E_BFF_PORT ?? '14100',
  web: process.env.E2E_WEB_PORT ?? '13100',
};
const scratch = mkdtempSync(join(tmpdir(), 'nextland-e2e-'));
const webOrigins = [`http://127.0.0.1:${ports.web}`, `http://localhost:${ports.web}`];
const stamp = `${process.pid}-${Date.now()}`;
const env = {
  SEED_ON_EMPTY: '1',
  // The login stand-in only returns to allowed origins; the e2e web server is not on the default port 3000.
  WX_REDIRECT_ORIGINS: webOrigins.join(','),
  // Every browser in the suite shares one address: per-IP limits would throttle the suite, not an attacker.
  // The limits themselves are covered by nextland's API tests.
  RATE_LOGIN_PER_MINUTE: '10000',
  RATE_SMS_PER_IP_HOUR: '10000',
  RATE_REGISTER_PER_IP_HOUR: '10000',
  // The demo buyer and bidders are shared by every journey of the run: per-user limits would throttle the suite.
  RATE_BIDS_PER_USER_MINUTE: '10000',
  RATE_PAYMENTS_PER_USER_MINUTE: '10000',
  // Fixed-window counts outlive a run in a shared Redis (REDIS_URL in CI): each run counts under its own keys.
  REDIS_KEY_PREFIX: `e2e-${stamp}:`,
  // The BFF's caches, live-event channel and relay lease too: another run's BFF must not relay its events here.
  BFF_REDIS_KEY_PREFIX: `e2e-bff-${stamp}:`,
  // And the web's render cache: pages rendered from another run's database must not be served here.
  WEB_REDIS_KEY_PREFIX: `e2e-web-${stamp}:`,
  FILES_DIR: join(scratch, 'files'),
  PRIVATE_FILES_DIR: join(scratch, 'private-files'),
  ...(process.env.E2E_DATABASE_URL
    ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
    : { PGLITE_DIR: join(scratch, 'pglite') }),
};

/** Runs one statement on the server of `url`, connected to its `postgres` database. */
async function onServer(url, statement) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const owned = process.env.E2E_CREATE_DATABASE === '1' ? process.env.E2E_DATABASE_URL : undefined;
const ownedName = owned && decodeURIComponent(new URL(owned).pathname.slice(1));
if (ownedName) {
  if (!/^[a-z0-9_]+$/.test(ownedName)) throw new Error(`not a database name for the e2e stack: ${ownedName}`);
  await onServer(owned, `DROP DATABASE IF EXISTS ${ownedName} WITH (FORCE)`);
  await onServer(owned, `CREATE DATABASE ${ownedName}`);
}
await runServices({
  ports,
  env,
  quiet: true,
  afterStop: async () => {
    if (ownedName) await onServer(owned, `DROP DATABASE IF EXISTS ${ownedName} WITH (FORCE)`);
  },
});
console.log(`e2e stack ready on http://127.0.0.1:${ports.web}`);
