// The embedded database (PGlite): killed five times during writes, nothing acknowledged is lost; a second
// process on the same folder is refused with a message naming it, and the first keeps serving.

import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { startService } from '../../scripts/lib/services.mjs';
import { nextlandGoodsPage } from './support/calls.js';
import { createFaultDatabase, databaseKind, type FaultDatabase } from './support/database.js';
import { record } from './support/figures.js';
import { send } from './support/load.js';
import { demoAccount, login, REDIRECT_ORIGIN } from './support/login.js';
import { type Service, startOne } from './support/services.js';

const databases: FaultDatabase[] = [];
const services: Service[] = [];
afterAll(async () => {
  for (const service of services) await service.stop();
  for (const database of databases) await database.drop();
});

async function sessionCount(folder: string, account: string): Promise<number> {
  const db = await PGlite.create(folder);
  try {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE customer_id = $1',
      [Number(account)],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await db.close();
  }
}

describe.runIf(databaseKind === 'pglite')('embedded database faults', () => {
  it('killed (SIGKILL) five times during logins: every acknowledged login is still there', async () => {
    const database = await createFaultDatabase('pglite-kill');
    databases.push(database);
    const env = { ...database.env, WX_REDIRECT_ORIGINS: REDIRECT_ORIGIN };
    let account = '';
    let acknowledged = 0;
    let before = 0;
    const restartsMs: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const startedAt = performance.now();
      const service = await startOne('nextland', env);
      restartsMs.push(Math.round(performance.now() - startedAt));
      if (!account) {
        account = await demoAccount(service.url);
        before = 0;
      }
      let writing = true;
      const writers = Array.from({ length: 4 }, async () => {
        while (writing) if (await login(service.url, account)) acknowledged += 1;
      });
      await sleep(800 + round * 300);
      service.signal('SIGKILL');
      writing = false;
      await service.exited;
      await Promise.all(writers);
    }
    const stored = (await sessionCount(database.env.PGLITE_DIR!, account)) - before;
    record('PGlite killed 5× during logins (4 writers)', { acknowledged, stored, restartsMs });
    expect(acknowledged).toBeGreaterThan(0);
    // Stored may exceed acknowledged (a login committed just before the kill, its answer lost), never less.
    expect(stored).toBeGreaterThanOrEqual(acknowledged);
    // And the folder still opens for nextland: it starts and serves.
    const after = await startOne('nextland', env);
    services.push(after);
    expect((await send(after.url, nextlandGoodsPage)).result).toBe('status 200');
  });

  it('a second process on the same folder is refused, naming it; the first keeps serving', async () => {
    const database = await createFaultDatabase('pglite-second');
    databases.push(database);
    const first = await startOne('nextland', database.env);
    services.push(first);
    const second = startService('nextland', { ...database.env, NEXTLAND_PORT: '0', LOG_LEVEL: 'warn' }, true);
    let stderr = '';
    second.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const startedAt = performance.now();
    const code = await new Promise<number | null>((resolve) =>
      second.once('exit', (exitCode) => resolve(exitCode)),
    );
    const refusedMs = Math.round(performance.now() - startedAt);
    record('second process on the same PGlite folder', { exitCode: code, refusedMs });
    expect(code).not.toBe(0);
    expect(stderr).toContain(database.env.PGLITE_DIR);
    expect((await send(first.url, nextlandGoodsPage)).result).toBe('status 200');
  });
});
