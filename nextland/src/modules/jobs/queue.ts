// What a job queue is in nextland: a pg-boss queue (https://github.com/timgit/pg-boss/blob/10.4.2/docs/readme.md)
// with its retry policy, plus the handler that runs its jobs.

/** pg-boss keeps its tables in their own schema, beside nextland's. */
export const JOBS_SCHEMA = 'pgboss';

/** NOTIFY channel that wakes the workers: sent inside the enqueuing transaction, delivered on commit. */
export const JOBS_CHANNEL = 'nextland_jobs';

export type QueueDefinition = {
  /** `area.verb`, e.g. `message.deliver`. */
  name: string;
  /** Attempts after the first; a job that fails them all stays in the table in state `failed`. */
  retryLimit: number;
  /** Seconds before the first retry; with back-off each later retry waits about twice as long (with jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A run longer than this fails (and is retried); also how long a crashed worker's job waits to be retried. */
  expireInSeconds: number;
  /**
   * pg-boss queue policy: `standard`, or `singleton` (one active job per singleton key at a time across every
   * process), `short` (one queued job per key), `stately` (one queued and one active per key).
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
};

export type Job<P> = {
  id: string;
  name: string;
  data: P;
  /** 0 on the first run, then 1, 2, … */
  retryCount: number;
  /**
   * When the job became due. `/dev/jobs/advance` moves it earlier: a handler that must know how far the queue's
   * clock moved compares it with the moment it was enqueued for (settlement.sweep).
   */
  startAfter?: Date;
};

/**
 * Runs one job. Delivery is at least once (a crash after the work but before pg-boss records completion runs
 * it again), so a handler must be idempotent: write with a unique key from the payload (`ON CONFLICT DO
 * NOTHING`) or check the state it is about to change. Throwing fails the attempt; pg-boss retries it.
 */
export type JobHandler<P> = (job: Job<P>) => Promise<void>;

export type JobWorker<P = never> = {
  queue: QueueDefinition;
  handle: JobHandler<P>;
  /** Jobs of this queue run at once in this process (default 4). */
  concurrency?: number;
};

/** A worker of any payload: the runner only passes each job's payload through to its own handler. */
// biome-ignore lint/suspicious/noExplicitAny: a handler's parameter type is contravariant, so `unknown` would refuse them all.
export type AnyJobWorker = JobWorker<any>;

/** Pairs a queue with its handler, keeping the payload type between them. */
export function jobWorker<P>(
  queue: QueueDefinition,
  handle: JobHandler<P>,
  concurrency?: number,
): JobWorker<P> {
  return { queue, handle, ...(concurrency ? { concurrency } : {}) };
}
