// Job latency: from the commit of a transaction that enqueues a job due "now" to the start of its handler,
// on the embedded PGlite and (with BENCH_POSTGRES_URL or TEST_POSTGRES_URL) on PostgreSQL. The runner keeps
// the default 2 s poll interval, so the figures show the commit wake-up (NOTIFY), not polling. Target < 1 s.
// Alone: `npx tsx tests/bench/job-latency.ts`.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createDatabase, type Database } from '../../nextland/src/db/client.js';
import { enqueue } from '../../nextland/src/modules/jobs/enqueue.js';
import { jobWorker } from '../../nextland/src/modules/jobs/queue.js';
import { JobRunner } from '../../nextland/src/modules/jobs/runner.js';

const WARM_UP = 5;
const SAMPLES = 100;
const quiet = { error: () => {}, warn: () => {} };

type Figures = { driver: string; p50: number; p95: number; max: number; samples: number };

async function measure(driver: string, database: Database): Promise<Figures> {
  const started = new Map<number, number>();
  let notify: () => void = () => {};
  const queue = {
    name: `bench.latency-${randomBytes(3).toString('hex')}`,
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds: 30,
  };
  const runner = new JobRunner({
    connection: database.jobsConnection,
    workers: [
      jobWorker<{ n: number }>(queue, async (job) => {
        started.set(job.data.n, performance.now());
        notify();
      }),
    ],
    pollIntervalMs: 2_000,
    logger: quiet,
  });
  await runner.start();
  const latencies: number[] = [];
  try {
    for (let n = 0; n < WARM_UP + SAMPLES; n++) {
      const ran = new Promise<void>((resolve) => {
        notify = resolve;
      });
      await database.db.transaction((tx) => enqueue(tx, queue.name, { n }));
      const committed = performance.now();
      await Promise.race([ran, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      const start = started.get(n);
      if (start === undefined) throw new Error(`job ${n} did not start within 10 s`);
      if (n >= WARM_UP) latencies.push(start - committed);
    }
  } finally {
    await runner.stop();
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { driver, p50: at(0.5), p95: at(0.95), max: latencies.at(-1) ?? 0, samples: latencies.length };
}

async function onPostgres(server: string): Promise<Figures> {
  const name = `nextland_bench_jobs_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const url = new URL(server);
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' });
  try {
    return await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Prints the figures; returns them for callers that want to check the target. */
export async function printJobLatency(): Promise<Figures[]> {
  const results: Figures[] = [];
  const pglite = await createDatabase({ pgliteDir: 'memory://' });
  try {
    results.push(await measure('PGlite (embedded)', pglite));
  } finally {
    await pglite.close();
  }
  const server = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL;
  if (server) results.push(await onPostgres(server));
  console.log(
    `\n== Job latency: commit of a job due now → handler start (${SAMPLES} jobs, target < 1000 ms) ==`,
  );
  for (const r of results) {
    console.log(
      `${r.driver.padEnd(20)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  ` +
        `max ${r.max.toFixed(1).padStart(7)} ms  ${r.p95 < 1000 ? 'within target' : 'OVER TARGET'}`,
    );
  }
  if (!server) console.log('PostgreSQL: skipped (set BENCH_POSTGRES_URL or TEST_POSTGRES_URL)');
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await printJobLatency();
}
