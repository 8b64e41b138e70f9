// The transactional outbox: a job is a row in pg-boss's job table written by the caller's own transaction.

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import PgBoss from 'pg-boss';
import { JOBS_CHANNEL, JOBS_SCHEMA } from './queue.js';
import { type SqlExecutor, type Tx, transactionExecutor } from './sql-executor.js';

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

/** A job to write with others in one statement (`enqueueAll`). */
export type OutboxJob = { name: string; data: object; options?: EnqueueOptions };

/** pg-boss's `startAfter` for a bulk insert: an ISO instant, or seconds from now as an interval string. */
const startAfterOf = (value: Date | number | undefined) =>
  value === undefined ? undefined : value instanceof Date ? value.toISOString() : String(value);

/** pg-boss's rows for a bulk insert. */
function rowsOf(jobs: OutboxJob[]) {
  return jobs.map(({ name, data, options = {} }) => ({
    id: randomUUID(),
    name,
    data,
    priority: options.priority,
    startAfter: startAfterOf(options.startAfter),
    singletonKey: options.singletonKey,
    singletonSeconds: options.singletonSeconds,
  }));
}

/** The bulk insert's ending, checked rather than assumed: a pg-boss upgrade that changed it fails loudly. */
const INSERT_ENDING = 'ON CONFLICT DO NOTHING';

function checkedInsert(text: string): string {
  const insert = text.trimEnd();
  if (!insert.endsWith(INSERT_ENDING))
    throw new Error('pg-boss bulk insert changed: cannot read back the jobs it wrote');
  return insert;
}

/**
 * pg-boss's bulk insert answers nothing. Wrapped as below it answers the ids it wrote, so a job refused for an
 * unknown queue is caught as `enqueue` catches it, and it notifies each written job's queue in the same round
 * trip (PostgreSQL sends one notification per channel and payload per transaction, however many rows ask).
 */
function writingAndNotifying(executor: SqlExecutor): SqlExecutor {
  return {
    executeSql(text, values = []) {
      const channel = `$${values.length + 1}`;
      return executor.executeSql(
        `WITH written AS (${checkedInsert(text)} RETURNING id, name) SELECT id, pg_notify(${channel}, name) FROM written`,
        [...values, JOBS_CHANNEL],
      );
    },
  };
}

/**
 * `enqueue` for several jobs at once: one statement inserts them and notifies their queues, however many jobs
 * and queues (a three-seller checkout writes twelve). The same guarantees: the jobs commit or roll back with `tx`, and a job without a
 * singleton key that was not written is an error. Of two jobs sharing a singleton key in one call, which one
 * is kept is not defined.
 */
export async function enqueueAll(tx: Tx, jobs: OutboxJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const rows = rowsOf(jobs);
  // Typed as void; pg-boss 10 answers the ids the statement returned (see writingAndNotifying).
  const executor = writingAndNotifying(transactionExecutor(tx));
  const written = new Set(
    ((await writer.insert(rows, { db: executor })) as unknown as string[] | null) ?? [],
  );
  const lost = rows.filter((row) => row.singletonKey === undefined && !written.has(row.id));
  if (lost.length > 0) {
    const names = [...new Set(lost.map((row) => row.name))].join(', ');
    throw new JobNotQueuedError(
      `jobs ${names} were not queued: no such queue (is the jobs service started?)`,
    );
  }
}

/**
 * `jobs` as a part of a caller's own statement (the bid's, which must be one statement to hold its lot's lock
 * for no round trip): a CTE `written` inserting them when `condition` (SQL text) holds, and the expression that
 * notifies their queues. Its placeholders follow the caller's `firstParam - 1`.
 */
export async function outboxPart(
  jobs: OutboxJob[],
  condition: string,
  firstParam: number,
): Promise<{ cte: string; notify: string; values: unknown[] }> {
  let captured: { text: string; values: unknown[] } | undefined;
  const capture: SqlExecutor = {
    executeSql(text, values = []) {
      captured = { text, values };
      return Promise.resolve({ rows: [] });
    },
  };
  await writer.insert(rowsOf(jobs), { db: capture });
  if (!captured) throw new Error('pg-boss wrote no statement');
  const shift = (text: string) =>
    text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + firstParam - 1}`);
  const insert = checkedInsert(captured.text);
  const conditioned = `${insert.slice(0, -INSERT_ENDING.length)} WHERE ${condition} ${INSERT_ENDING}`;
  const channel = `$${captured.values.length + firstParam}`;
  return {
    cte: `written AS (${shift(conditioned)} RETURNING id, name)`,
    notify: `(SELECT count(pg_notify(${channel}, name)) FROM written)::int`,
    values: [...captured.values, JOBS_CHANNEL],
  };
}
