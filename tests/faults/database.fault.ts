// A lost or stalled database (PostgreSQL): nextland stays up, fails only the requests that needed the lost
// connection (with a clear 503, never a 500), answers within its timeouts while the database hangs, and
// recovers by itself.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { nextlandGoodsPage } from './support/calls.js';
import { createFaultDatabase, databaseKind, type FaultDatabase } from './support/database.js';
import { record, rounded } from './support/figures.js';
import { type Outcome, send, startLoad, tally, waitFor } from './support/load.js';
import { type Service, startOne } from './support/services.js';
import { startRelay } from './support/tcp-relay.js';

const databases: FaultDatabase[] = [];
const services: Service[] = [];
afterAll(async () => {
  for (const service of services) await service.stop();
  for (const database of databases) await database.drop();
});

async function nextlandOn(label: string, env: (database: FaultDatabase) => Record<string, string>) {
  const database = await createFaultDatabase(label);
  databases.push(database);
  const service = await startOne('nextland', env(database));
  services.push(service);
  return { database, service };
}

async function terminateConnections(database: FaultDatabase): Promise<number> {
  const admin = await database.admin!();
  try {
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database.name],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const failures = (outcomes: readonly Outcome[]) => outcomes.filter((o) => o.result !== 'status 200');

describe.runIf(databaseKind === 'postgres')('PostgreSQL faults', () => {
  it('connections terminated five times under load and five times while idle: up, clear 503s, recovered', async () => {
    const { database, service } = await nextlandOn('terminate', (db) => db.env);
    const load = startLoad(service.url, 20, () => nextlandGoodsPage);
    await waitFor(() => load.outcomes.length >= 100);
    let terminated = 0;
    for (let round = 0; round < 5; round += 1) {
      terminated += await terminateConnections(database);
      await sleep(500);
    }
    const underLoad = await load.stop();

    const idle: Outcome[] = [];
    for (let round = 0; round < 5; round += 1) {
      await send(service.url, nextlandGoodsPage); // the pool now holds an idle connection
      await sleep(200);
      terminated += await terminateConnections(database);
      await sleep(200);
      idle.push(await send(service.url, nextlandGoodsPage));
    }
    record('database connections terminated 5× under load (20 clients) and 5× idle', {
      terminated,
      underLoad: tally(underLoad),
      idle: tally(idle),
      processAlive: service.child.exitCode === null,
    });
    expect(service.child.exitCode).toBeNull();
    expect(terminated).toBeGreaterThanOrEqual(10);
    // A request whose connection was cut fails clearly; none is a 500, none hangs.
    expect(failures(underLoad).filter((o) => o.result !== 'status 503')).toEqual([]);
    expect(failures(underLoad).length).toBeLessThanOrEqual(5 * 20);
    // An idle pool's dead connection is not handed to the next request.
    expect(failures(idle)).toEqual([]);
    expect((await send(service.url, nextlandGoodsPage)).result).toBe('status 200');
  });

  it('a stalled database: requests and /ready answer 503 within their bounds, and recover when it returns', async () => {
    const relay = await startRelay('127.0.0.1', 5432);
    try {
      const { service } = await nextlandOn('stall', (db) => ({
        ...db.env,
        DATABASE_URL: db.env.DATABASE_URL!.replace(/:\/\/([^@]+)@[^/]+\//, `://$1@127.0.0.1:${relay.port}/`),
        DB_STATEMENT_TIMEOUT_MS: '2000',
        DB_CONNECT_TIMEOUT_MS: '2000',
      }));
      const load = startLoad(service.url, 10, () => nextlandGoodsPage);
      await waitFor(() => load.outcomes.length >= 50);
      const stalledAt = performance.now();
      relay.stall();
      const ready = await send(service.url, { method: 'GET', path: '/ready' });
      await sleep(6_000);
      const duringStall = load.outcomes.filter((o) => o.sentAt >= stalledAt);
      relay.release();
      const releasedAt = performance.now();
      await waitFor(
        () => load.outcomes.some((o) => o.sentAt > releasedAt && o.result === 'status 200'),
        20_000,
      );
      const recoveredMs =
        Math.min(
          ...load.outcomes
            .filter((o) => o.sentAt > releasedAt && o.result === 'status 200')
            .map((o) => o.sentAt + o.ms),
        ) - releasedAt;
      const all = await load.stop();
      const slowest = Math.max(...duringStall.map((o) => o.ms));
      record('database stalled 6 s (statement timeout 2 s, connect timeout 2 s), 10 clients', {
        readyDuringStall: `${ready.result} in ${rounded(ready.ms)} ms`,
        duringStall: tally(duringStall),
        slowestAnswerDuringStallMs: rounded(slowest),
        recoveredMs: rounded(recoveredMs),
        total: tally(all),
      });
      expect(ready.result).toBe('status 503');
      expect(ready.ms).toBeLessThan(3_000);
      expect(duringStall.length).toBeGreaterThan(0);
      expect(duringStall.filter((o) => !['status 200', 'status 503'].includes(o.result))).toEqual([]);
      expect(slowest).toBeLessThan(6_000);
      expect(recoveredMs).toBeLessThan(10_000);
      expect(service.child.exitCode).toBeNull();
    } finally {
      await relay.close();
    }
  });
});
