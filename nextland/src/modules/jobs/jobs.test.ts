// The job queue on a real database: PGlite in memory always, PostgreSQL when TEST_POSTGRES_URL is set.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { describeDatabaseOnDrivers } from '../../test/describe-on-drivers.js';
import { createPostgresScratch, postgresServer } from '../../test/scratch-database.js';
import { enqueue, enqueueAll } from './enqueue.js';
import { type AnyJobWorker, type JobHandler, jobWorker, type QueueDefinition } from './queue.js';
import { JobRunner } from './runner.js';

const quiet = { error: () => {}, warn: () => {} };

function queue(label: string, overrides: Partial<QueueDefinition> = {}): QueueDefinition {
  return {
    name: `test.${label}-${randomBytes(4).toString('hex')}`,
    retryLimit: 2,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds: 30,
    ...overrides,
  };
}

/** Records when each run of a queue's handler started, with its payload. */
function recorder<P>(behaviour: (run: number, job: P) => void = () => {}) {
  const runs: { at: number; data: P; retryCount: number }[] = [];
  const handle: JobHandler<P> = async (job) => {
    runs.push({ at: Date.now(), data: job.data, retryCount: job.retryCount });
    behaviour(runs.length, job.data);
  };
  return { runs, handle };
}

async function startRunner(database: Database, workers: AnyJobWorker[], pollIntervalMs = 200) {
  const runner = new JobRunner({
    connection: database.jobsConnection,
    workers,
    pollIntervalMs,
    logger: quiet,
  });
  await runner.start();
  return runner;
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function jobRows(database: Database, name: string) {
  const result = (await database.db.execute(
    sql`select state, retry_count as "retryCount", output from pgboss.job where name = ${name}`,
  )) as { rows: { state: string; retryCount: number; output: { message?: string } | null }[] };
  return result.rows;
}

describeDatabaseOnDrivers('jobs', { image: 'empty' }, (use) => {
  let database: Database;
  beforeAll(async () => {
    database = use().database;
  });

  it('a job committed "now" starts well within a second, woken by the commit', async () => {
    const q = queue('now');
    const { runs, handle } = recorder();
    // A poll interval far longer than the test: only the wake-up can start the job in time.
    const runner = await startRunner(database, [jobWorker(q, handle)], 60_000);
    try {
      await database.db.transaction((tx) => enqueue(tx, q.name, { n: 1 }));
      const committed = Date.now();
      await until(() => runs.length === 1, 2_000);
      expect((runs[0]?.at ?? 0) - committed).toBeLessThan(1_000);
    } finally {
      await runner.stop();
    }
  });

  it('several jobs of a queue in one transaction: one notification, and each job starts at once', async () => {
    const q = queue('several');
    const { runs, handle } = recorder();
    const runner = await startRunner(database, [jobWorker(q, handle)], 60_000);
    try {
      let notifies = 0;
      await database.db.transaction(async (tx) => {
        const execute = tx.execute.bind(tx);
        tx.execute = ((query: Parameters<typeof execute>[0]) => {
          if (JSON.stringify(query).includes('pg_notify')) notifies++;
          return execute(query);
        }) as typeof tx.execute;
        for (let n = 0; n < 3; n++) await enqueue(tx, q.name, { n });
      });
      expect(notifies).toBe(1);
      await until(() => runs.length === 3, 2_000);
      // Outside a transaction every statement commits alone, so each enqueue still notifies.
      await enqueue(database.db, q.name, { n: 3 });
      await until(() => runs.length === 4, 2_000);
    } finally {
      await runner.stop();
    }
  });

  it('a delayed job does not run before its time, and runs after it', async () => {
    const q = queue('delayed');
    const { runs, handle } = recorder();
    const runner = await startRunner(database, [jobWorker(q, handle)]);
    try {
      const due = new Date(Date.now() + 1_500);
      await database.db.transaction((tx) => enqueue(tx, q.name, {}, { startAfter: due }));
      expect(await runner.drain()).toBe(0);
      expect(runs).toHaveLength(0);
      await until(() => runs.length === 1, 5_000);
      expect(runs[0]?.at).toBeGreaterThanOrEqual(due.getTime());
    } finally {
      await runner.stop();
    }
  });

  it('retries with back-off, then succeeds', async () => {
    const q = queue('retry', { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true });
    const { runs, handle } = recorder((run) => {
      if (run < 3) throw new Error(`attempt ${run} fails`);
    });
    const runner = await startRunner(database, [jobWorker(q, handle)], 100);
    try {
      await database.db.transaction((tx) => enqueue(tx, q.name, {}));
      await until(() => runs.length === 3, 15_000);
      await runner.drain();
      const [first, second, third] = runs.map((run) => run.at);
      // pg-boss waits delay × 2^n / 2 × (1 + random): 1–2 s, then 2–4 s.
      expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(950);
      expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(1_950);
      expect(runs.map((run) => run.retryCount)).toEqual([0, 1, 2]);
      expect((await jobRows(database, q.name)).map((row) => row.state)).toEqual(['completed']);
    } finally {
      await runner.stop();
    }
  });

  it('a handler that always fails does not lose its job: it ends in state failed with the error', async () => {
    const q = queue('failing', { retryLimit: 1 });
    const { runs, handle } = recorder(() => {
      throw new Error('the mail server is down');
    });
    const runner = await startRunner(database, [jobWorker(q, handle)]);
    try {
      await database.db.transaction((tx) => enqueue(tx, q.name, { to: 'someone' }));
      await runner.drain();
      expect(runs).toHaveLength(2);
      const [row] = await jobRows(database, q.name);
      expect(row).toMatchObject({ state: 'failed', retryCount: 1 });
      expect(row?.output?.message).toBe('the mail server is down');
    } finally {
      await runner.stop();
    }
  });

  it('a job due while no worker ran runs as soon as one starts', async () => {
    const q = queue('restart');
    const first = recorder();
    const stopped = await startRunner(database, [jobWorker(q, first.handle)], 60_000);
    await database.db.transaction((tx) => enqueue(tx, q.name, {}, { startAfter: 1 }));
    await stopped.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(first.runs).toHaveLength(0);
    const second = recorder();
    const started = Date.now();
    const runner = await startRunner(database, [jobWorker(q, second.handle)], 60_000);
    try {
      await until(() => second.runs.length === 1, 2_000);
      expect((second.runs[0]?.at ?? 0) - started).toBeLessThan(1_000);
    } finally {
      await runner.stop();
    }
  });

  it('a job enqueued in a transaction that rolls back does not exist; a committed one does', async () => {
    const q = queue('outbox');
    const { runs, handle } = recorder<{ order: number }>();
    const runner = await startRunner(database, [jobWorker(q, handle)], 60_000);
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await enqueue(tx, q.name, { order: 1 });
          throw new Error('the business write failed after scheduling');
        }),
      ).rejects.toThrow('the business write failed');
      await database.db.transaction((tx) => enqueue(tx, q.name, { order: 2 }));
      await runner.drain();
      expect(runs.map((run) => run.data)).toEqual([{ order: 2 }]);
      expect(await jobRows(database, q.name)).toHaveLength(1);
    } finally {
      await runner.stop();
    }
  });

  it('a singleton key keeps one queued job per key (pg-boss short policy): the duplicate is not inserted', async () => {
    const q = queue('singleton', { policy: 'short' });
    const { runs, handle } = recorder<{ orderId: number }>();
    const runner = await startRunner(database, [jobWorker(q, handle)], 200);
    try {
      const ids = await database.db.transaction(async (tx) => [
        await enqueue(tx, q.name, { orderId: 7 }, { singletonKey: 'order:7', startAfter: 1 }),
        await enqueue(tx, q.name, { orderId: 7 }, { singletonKey: 'order:7', startAfter: 1 }),
        await enqueue(tx, q.name, { orderId: 8 }, { singletonKey: 'order:8', startAfter: 1 }),
      ]);
      expect(ids.map((id) => id !== null)).toEqual([true, false, true]);
      expect(await jobRows(database, q.name)).toHaveLength(2);
      await until(() => runs.length === 2, 5_000);
      expect(runs.map((run) => run.data.orderId).sort()).toEqual([7, 8]);
    } finally {
      await runner.stop();
    }
  });

  it('enqueueAll: jobs of several queues in one statement; due ones start at once, delays and singleton keys hold', async () => {
    const now = queue('all-now');
    const later = queue('all-later', { policy: 'short' });
    const nowRuns = recorder<{ n: number }>();
    const laterRuns = recorder<{ n: number }>();
    // A poll interval far longer than the test: only the commit's notification starts the due jobs.
    const runner = await startRunner(
      database,
      [jobWorker(now, nowRuns.handle), jobWorker(later, laterRuns.handle)],
      60_000,
    );
    try {
      const committed = await database.db.transaction(async (tx) => {
        await enqueueAll(tx, [
          { name: now.name, data: { n: 1 } },
          { name: now.name, data: { n: 2 } },
          { name: later.name, data: { n: 3 }, options: { startAfter: 1, singletonKey: 'k' } },
          // Two jobs with one singleton key: one is written (which one is not defined within a call), no error.
          { name: later.name, data: { n: 4 }, options: { startAfter: 1, singletonKey: 'k' } },
        ]);
        return Date.now();
      });
      await until(() => nowRuns.runs.length === 2, 2_000);
      expect((nowRuns.runs[0]?.at ?? 0) - committed).toBeLessThan(1_000);
      expect(nowRuns.runs.map((run) => run.data.n).sort()).toEqual([1, 2]);
      expect(laterRuns.runs).toHaveLength(0);
      // The delayed job is written once, due a second after it was written.
      const delayed = (await database.db.execute(
        sql`select data, extract(epoch from start_after - created_on) as delay from pgboss.job where name = ${later.name}`,
      )) as { rows: { data: { n: number }; delay: string }[] };
      expect(delayed.rows).toHaveLength(1);
      expect([3, 4]).toContain(delayed.rows[0]?.data.n);
      expect(Number(delayed.rows[0]?.delay)).toBeCloseTo(1, 1);
    } finally {
      await runner.stop();
    }
  });

  it('enqueueAll refuses a job for a queue that does not exist, and the transaction writes none of them', async () => {
    const q = queue('all-partial');
    const runner = await startRunner(database, [jobWorker(q, recorder().handle)], 60_000);
    try {
      await expect(
        database.db.transaction((tx) =>
          enqueueAll(tx, [
            { name: q.name, data: {} },
            { name: 'no.such-queue', data: {} },
          ]),
        ),
      ).rejects.toThrow(/no\.such-queue were not queued/);
      expect(await jobRows(database, q.name)).toHaveLength(0);
    } finally {
      await runner.stop();
    }
  });

  it('refuses to enqueue onto a queue that does not exist (the job would be lost)', async () => {
    await expect(database.db.transaction((tx) => enqueue(tx, 'no.such-queue', {}))).rejects.toThrow(
      /was not queued/,
    );
  });
});

describe.skipIf(!postgresServer)('jobs across processes on one PostgreSQL database', () => {
  it('two workers run each job exactly once', async () => {
    const scratch = await createPostgresScratch('jobs_twice');
    try {
      const [one, two] = [await scratch.connect(), await scratch.connect()];
      const q = queue('once');
      const ranBy: string[][] = [[], []];
      const workerFor = (index: number) =>
        jobWorker<{ n: number }>(q, async (job) => {
          ranBy[index]?.push(String(job.data.n));
          await new Promise((resolve) => setTimeout(resolve, 5));
        });
      const runners = [await startRunner(one, [workerFor(0)]), await startRunner(two, [workerFor(1)])];
      try {
        await one.db.transaction(async (tx) => {
          for (let n = 0; n < 40; n++) await enqueue(tx, q.name, { n });
        });
        await Promise.all(runners.map((runner) => runner.drain()));
        const all = [...(ranBy[0] ?? []), ...(ranBy[1] ?? [])];
        expect(all).toHaveLength(40);
        expect(new Set(all).size).toBe(40);
      } finally {
        await Promise.all(runners.map((runner) => runner.stop()));
      }
    } finally {
      await scratch.drop();
    }
  });
});
