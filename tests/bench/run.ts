// `npm run bench`: one run, figures as ratios (these machines are noisy, absolute numbers are not comparable).
// Starts the production builds on bench ports (pinned to cores, on a scratch PostgreSQL database when one
// answers), then measures. `BENCH_ONLY=pages` stops after the page figures (issue 8) and `BENCH_ONLY=buying`
// measures only the buying figures (issue 11), `BENCH_ONLY=selling` the selling ones (issue 12),
// `BENCH_ONLY=auction` the auction ones (issue 13),
// `BENCH_ONLY=settlement` the settlement sweep (issue 12; no servers needed, only the database), for quick
// iterations; `BENCH_SKIP=catalogue` leaves out the million-goods part.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runServices, startService, waitForReady } from '../../scripts/lib/services.mjs';
import { benchAuction } from './auction.js';
import { measureBffAgainstRest } from './bff-vs-rest.js';
import { benchBuying } from './buying.js';
import { benchCatalogue, CATALOGUE_TITLE } from './catalogue.js';
import { benchServerUrl } from './catalogue-db.js';
import { catalogueGoodsPaths } from './catalogue-pages.js';
import { firstLoadJsBytes } from './first-load-js.js';
import { printJobLatency } from './job-latency.js';
import { printLighthouse } from './lighthouse.js';
import { benchSelling } from './my-goods.js';
import { benchPages } from './pages.js';
import { freshPagesDatabase } from './pages-db.js';
import { pinningCores, pinThisProcess } from './pin.js';
import { benchSettlement } from './settlement.js';

// BENCH_*_PORT move the stack when another run (or a test stack) holds the defaults.
const ports = {
  nextland: process.env.BENCH_NEXTLAND_PORT ?? '18280',
  bff: process.env.BENCH_BFF_PORT ?? '14200',
  web: process.env.BENCH_WEB_PORT ?? '13200',
};
const uncachedWebPort = String(Number(ports.web) + 1);
const scratch = mkdtempSync(join(tmpdir(), 'nextland-bench-'));
// Issue 8's setup: nextland on real PostgreSQL (a scratch database with the demo seed) when one answers,
// web + BFF pinned to one core and nextland + the load generator to the other when taskset is there.
const postgres = await benchServerUrl();
const cores = pinningCores();
if (!postgres)
  console.log('No PostgreSQL (BENCH_POSTGRES_URL / TEST_POSTGRES_URL): nextland on embedded PGlite.');
if (!cores) console.log('No taskset or a single core: the tiers are not pinned; figures are not comparable.');
if (process.env.BENCH_ONLY === 'settlement') {
  // The sweep is a job on the database alone: a fresh scratch database, no servers.
  for (const line of await benchSettlement(postgres ? await freshPagesDatabase(postgres) : null))
    console.log(line);
  process.exit(0);
}
const database: Record<string, string> = postgres
  ? { DATABASE_URL: await freshPagesDatabase(postgres) }
  : { PGLITE_DIR: join(scratch, 'pglite') };
const stack = await runServices({
  ports,
  quiet: true,
  env: {
    SEED_ON_EMPTY: '1',
    FILES_DIR: join(scratch, 'files'),
    // The bench drives 50 bidders and its buyers far past what one person does: it measures throughput, not
    // the per-user limits (their own API suite).
    RATE_BIDS_PER_USER_MINUTE: '1000000',
    RATE_PAYMENTS_PER_USER_MINUTE: '1000000',
    ...database,
  },
  cpus: cores ? { nextland: cores.back, bff: cores.front, web: cores.front } : {},
});
const web = `http://127.0.0.1:${ports.web}`;
const uncachedWeb = `http://127.0.0.1:${uncachedWebPort}`;

try {
  // A second web server with the render cache off: every request renders (both idle while the other runs).
  const uncached = startService(
    'web',
    {
      NEXTLAND_URL: `http://127.0.0.1:${ports.nextland}`,
      BFF_URL: `http://127.0.0.1:${ports.bff}`,
      PORT: uncachedWebPort,
      RENDER_CACHE: 'off',
    },
    true,
    cores?.front,
  );
  stack.track(uncached);
  await waitForReady(`${uncachedWeb}/`, uncached, 60_000);
  if (cores) pinThisProcess(cores.back);
  const only = process.env.BENCH_ONLY;
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const buying = () =>
    benchBuying({
      webUrl: web,
      bffUrl: `http://127.0.0.1:${ports.bff}`,
      nextlandUrl: `http://127.0.0.1:${ports.nextland}`,
      databaseUrl: database.DATABASE_URL ?? null,
      seconds,
      connections: 20,
    });
  const selling = () => benchSelling(`http://127.0.0.1:${ports.nextland}`, database.DATABASE_URL ?? null);
  const auction = () =>
    benchAuction({
      nextlandUrl: `http://127.0.0.1:${ports.nextland}`,
      webUrl: web,
      databaseUrl: database.DATABASE_URL ?? null,
      seconds,
    });
  if (only === 'auction') {
    for (const line of await auction()) console.log(line);
    await stack.stop();
    process.exit(0);
  }
  if (only === 'buying' || only === 'selling') {
    for (const line of await (only === 'buying' ? buying() : selling())) console.log(line);
    await stack.stop();
    process.exit(0);
  }
  for (const line of await benchPages({
    webUrl: web,
    uncachedWebUrl: uncachedWeb,
    bffUrl: `http://127.0.0.1:${ports.bff}`,
    nextlandUrl: `http://127.0.0.1:${ports.nextland}`,
    frontCpu: cores?.front,
    scratchDir: scratch,
    seconds,
    connections: 20,
  })) {
    console.log(line);
  }
  if (only === 'pages') {
    await stack.stop();
    process.exit(0);
  }

  console.log('');
  for (const line of await buying()) console.log(line);
  console.log('');
  for (const line of await selling()) console.log(line);
  console.log('');
  for (const line of await benchSettlement(database.DATABASE_URL ?? null)) console.log(line);
  console.log('');
  for (const line of await auction()) console.log(line);

  const bff = await measureBffAgainstRest(
    `http://127.0.0.1:${ports.bff}`,
    `http://127.0.0.1:${ports.nextland}`,
  );
  console.log('\n== BFF goods query vs direct REST (1 connection, sequential) ==');
  for (const line of bff.lines) console.log(line);

  console.log('\n== First-load JavaScript (gzip) ==');
  const { goods, lot } = await catalogueGoodsPaths(web);
  for (const path of ['/', '/goods', goods, '/opus', lot]) {
    const { files, gzipBytes } = await firstLoadJsBytes(web, path);
    const target =
      path === lot
        ? " (a live auction lot: the goods page's code; the bidding panel loads after hydration)"
        : path.startsWith('/goods')
          ? ' (target <= 150 KB, issue 8)'
          : '';
    console.log(
      `${path.padEnd(28)} ${(gzipBytes / 1024).toFixed(1).padStart(7)} KB in ${files} files${target}`,
    );
  }
  await printLighthouse(web);
} finally {
  await stack.stop();
}

// Its own nextland on PostgreSQL with a million goods (seeded once, then reused). `BENCH_SKIP=catalogue` leaves
// it out: its database is shared by every checkout on the machine and migrated by whichever runs it.
console.log(`\n== ${CATALOGUE_TITLE} ==`);
if (process.env.BENCH_SKIP?.split(',').includes('catalogue')) console.log('skipped (BENCH_SKIP=catalogue)');
else for (const line of await benchCatalogue()) console.log(line);

// In-process, after the stack has stopped, so the services' load does not colour it.
await printJobLatency();
// Keep-alive sockets from the load generator must not hold the process open.
process.exit(0);
