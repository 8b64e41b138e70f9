// The worker side of the queue: one loop per queue in this process, fetching due jobs with pg-boss
// (`FOR UPDATE SKIP LOCKED`, so each job goes to one process however many run) and recording the outcome.
// pg-boss's own `work()` is not used: it does not await completion, and `drain()` needs to know when every
// job it started has finished.
import PgBoss from 'pg-boss';
import type { JobsConnection } from '../../db/client.js';
import type { AnyJobWorker, Job, JobWorker } from './queue.js';
import { JOBS_SCHEMA } from './queue.js';
import { pgliteExecutor } from './sql-executor.js';
import { listenForJobs, type WakeUpListener } from './wake-up.js';

export type JobsLogger = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type JobRunnerOptions = {
  connection: JobsConnection;
  workers: AnyJobWorker[];
  /** Between polls when no NOTIFY arrives (jobs that became due by time, missed notifications). */
  pollIntervalMs: number;
  logger: JobsLogger;
  /** How long stop() waits for running jobs before failing them for a retry (default 10 s). */
  stopTimeoutMs?: number;
};

/** Rounds after which drain() gives up: a job that always enqueues another would otherwise never settle. */
const MAX_DRAIN_ROUNDS = 100;

export class JobRunner {
  readonly #options: JobRunnerOptions;
  readonly #boss: PgBoss;
  readonly #workers = new Map<string, AnyJobWorker>();
  readonly #running = new Map<string, { queue: string; done: Promise<void> }>();
  readonly #sleepers = new Map<string, () => void>();
  /** Queues woken while their loop was busy: the loop fetches again instead of sleeping. */
  readonly #woken = new Set<string>();
  #loops: Promise<void>[] = [];
  /** The loops' batches in progress, fetch included: a fetch in flight may be about to start a job. */
  readonly #batches = new Set<Promise<number>>();
  /** Jobs this process has finished (completed or failed an attempt), for drain()'s answer. */
  #finished = 0;
  #listener: WakeUpListener | undefined;
  #stopping = false;

  constructor(options: JobRunnerOptions) {
    this.#options = options;
    for (const worker of options.workers) this.#workers.set(worker.queue.name, worker);
    const { connection } = options;
    this.#boss = new PgBoss({
      schema: JOBS_SCHEMA,
      // PostgreSQL: pg-boss's own small pool. PGlite: the one embedded instance, shared with Drizzle.
      ...(connection.kind === 'postgres'
        ? { connectionString: connection.connectionString, max: 4, application_name: 'nextland-jobs' }
        : { db: pgliteExecutor(connection.client) }),
      // Maintenance fails jobs whose worker died (expireInSeconds) so they are retried, and archives old ones.
      supervise: true,
      // Cron schedules are not used yet: delayed jobs are plain jobs with startAfter.
      schedule: false,
    });
    this.#boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  }

  /** Installs or upgrades pg-boss's schema (under its advisory lock), creates the queues, starts the loops. */
  async start(): Promise<void> {
    await this.#boss.start();
    for (const { queue } of this.#workers.values()) {
      await this.#boss.createQueue(queue.name, {
        name: queue.name,
        policy: queue.policy ?? 'standard',
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: queue.retryBackoff,
        expireInSeconds: queue.expireInSeconds,
      });
    }
    this.#listener = await listenForJobs(
      this.#options.connection,
      (name) => this.#wake(name),
      (error) => this.#options.logger.warn({ err: error }, 'job wake-up connection lost; polling meanwhile'),
    );
    this.#loops = [...this.#workers.values()].map((worker) => this.#loop(worker));
  }

  /**
   * Runs every due job to completion, including jobs those jobs enqueue and jobs this process's loops had
   * already started; returns how many job runs finished meanwhile. A job waiting for a retry is not due: it
   * does not hold drain up.
   */
  async drain(): Promise<number> {
    const before = this.#finished;
    for (let round = 0; round < MAX_DRAIN_ROUNDS; round++) {
      await this.#settle();
      let ran = 0;
      for (const worker of this.#workers.values()) ran += await this.#runBatch(worker);
      if (ran === 0 && this.#running.size === 0 && this.#batches.size === 0) return this.#finished - before;
    }
    throw new Error(`jobs did not settle after ${MAX_DRAIN_ROUNDS} rounds`);
  }

  /** Stops fetching, waits for running jobs (failing them for a retry after the timeout), closes pg-boss. */
  async stop(): Promise<void> {
    if (this.#stopping) return;
    this.#stopping = true;
    for (const wake of this.#sleepers.values()) wake();
    await this.#listener?.close();
    const timeout = this.#options.stopTimeoutMs ?? 10_000;
    const settled = await Promise.race([
      Promise.all([...this.#loops, this.#settle()]).then(() => true),
      delay(timeout).then(() => false),
    ]);
    if (!settled) {
      for (const [id, { queue }] of this.#running) {
        await this.#boss.fail(queue, id, { message: 'nextland stopped while the job was running' });
      }
    }
    await this.#boss.stop({ graceful: false, close: true });
  }

  async #loop(worker: JobWorker<unknown>): Promise<void> {
    while (!this.#stopping) {
      let ran = 0;
      const batch = this.#runBatch(worker);
      this.#batches.add(batch);
      try {
        ran = await batch;
      } catch (error) {
        this.#options.logger.error({ err: error, queue: worker.queue.name }, 'job fetch failed');
      } finally {
        this.#batches.delete(batch);
      }
      if (ran === 0 && !this.#stopping) await this.#sleep(worker.queue.name);
    }
  }

  /** Fetches up to `concurrency` due jobs of one queue, runs them together and records each outcome. */
  async #runBatch(worker: JobWorker<unknown>): Promise<number> {
    if (this.#stopping) return 0;
    const name = worker.queue.name;
    this.#woken.delete(name);
    const jobs = await this.#boss.fetch<unknown>(name, {
      batchSize: worker.concurrency ?? 4,
      includeMetadata: true,
    });
    const runs = jobs.map((job) => {
      const done = this.#runJob(worker, {
        id: job.id,
        name,
        data: job.data,
        retryCount: job.retryCount,
        startAfter: new Date(job.startAfter),
      }).finally(() => {
        this.#running.delete(job.id);
        this.#finished += 1;
      });
      this.#running.set(job.id, { queue: name, done });
      return done;
    });
    await Promise.all(runs);
    return jobs.length;
  }

  async #runJob(worker: JobWorker<unknown>, job: Job<unknown>): Promise<void> {
    try {
      await withTimeout(worker.handle(job), worker.queue.expireInSeconds * 1000);
      await this.#boss.complete(job.name, job.id);
    } catch (error) {
      const attempt = job.retryCount + 1;
      this.#options.logger.warn({ err: error, queue: job.name, jobId: job.id, attempt }, 'job failed');
      await this.#boss.fail(job.name, job.id, errorOutput(error)).catch((failError: unknown) => {
        // The job stays active; maintenance expires it and it is retried.
        this.#options.logger.error({ err: failError, jobId: job.id }, 'could not record a job failure');
      });
    }
  }

  /** Waits until no job runs and no loop is fetching (a loop may start more while we wait). */
  async #settle(): Promise<void> {
    while (this.#running.size > 0 || this.#batches.size > 0) {
      const pending: Promise<unknown>[] = [...this.#batches];
      for (const run of this.#running.values()) pending.push(run.done);
      await Promise.allSettled(pending);
    }
  }

  #sleep(name: string): Promise<void> {
    if (this.#woken.delete(name)) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(wake, this.#options.pollIntervalMs);
      timer.unref();
      function wake() {
        clearTimeout(timer);
        resolve();
      }
      this.#sleepers.set(name, () => {
        this.#sleepers.delete(name);
        wake();
      });
    });
  }

  #wake(name: string): void {
    const sleeper = this.#sleepers.get(name);
    if (sleeper) sleeper();
    else if (this.#workers.has(name)) this.#woken.add(name);
  }
}

async function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`job ran longer than ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** What pg-boss stores as the failed attempt's output (visible in its job table). */
function errorOutput(error: unknown): object {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { message: String(error) };
}
