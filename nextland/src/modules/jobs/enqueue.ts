// The transactional outbox: a job is a row in pg-boss's job table written by the caller's own transaction.

import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import PgBoss from 'pg-boss';
import { JOBS_CHANNEL, JOBS_SCHEMA } from './queue.js';
import { type Tx, transactionExecutor } from './sql-executor.js';

export type { Tx };

export type EnqueueOptions = {
  /** Not before this moment (Date) or this many seconds from now. */
  startAfter?: Date | number;
  /**
   * With a `short`/`stately`/`singleton` queue, at most one queued (or active) job per key; with
   * `singletonSeconds`, at most one job per key per time slot. A job the key refuses is not inserted.
   */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Higher runs first among due jobs of the queue. */
  priority?: number;
};

/**
 * pg-boss's own insert (defaults, queue policy, retry settings) is reused by sending through an instance that
 * is never started: every `send` below passes the caller's transaction as its `db`, so this instance's own
 * connection is never used.
 */
const writer = new PgBoss({
  schema: JOBS_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('the outbox writer only runs inside a caller transaction')),
  },
  supervise: false,
  schedule: false,
  migrate: false,
});

export class JobNotQueuedError extends Error {
  override name = 'JobNotQueuedError';
}

/**
 * The queues each open transaction has already notified. PostgreSQL delivers one notification per channel and
 * payload per transaction however often it is sent, so a second `pg_notify` for a queue only cost a round trip
 * (a checkout of three sellers sent twelve: an expiry job, a message and two live events per order).
 */
const notified = new WeakMap<Tx, Set<string>>();

async function notifyOnCommit(tx: Tx, name: string): Promise<void> {
  // Only a transaction: statements on the pool commit one by one, so each needs its own notification.
  const names = tx instanceof PgTransaction ? (notified.get(tx) ?? new Set<string>()) : null;
  if (names?.has(name)) return;
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`);
  if (names) notified.set(tx, names.add(name));
}

/**
 * Inserts a job inside `tx` (a Drizzle transaction): it exists exactly when the business rows it belongs to
 * commit. A NOTIFY in the same transaction (one per queue) wakes the workers on commit, so a job due now
 * starts at once rather than at the next poll. Returns the job id, or null when a singleton key refused a
 * duplicate.
 */
export async function enqueue<P extends object>(
  tx: Tx,
  name: string,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const id = await writer.send(name, payload, { ...options, db: transactionExecutor(tx) });
  if (id === null && options.singletonKey === undefined) {
    // pg-boss inserts nothing for an unknown queue: a job that silently vanished would be a lost job.
    throw new JobNotQueuedError(`job ${name} was not queued: no such queue (is the jobs service started?)`);
  }
  if (id !== null) await notifyOnCommit(tx, name);
  return id;
}
