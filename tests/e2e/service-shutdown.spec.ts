// Issue 10: SIGTERM to a service must reach the server. `npm start` and the e2e stack start each service with
// scripts/lib/services.mjs; when that spawned `npm run start`, a SIGTERM to the child ended npm and its shell
// while the node server, orphaned, kept listening. Here the signal goes to the child's pid only (what
// `docker stop` or a process manager does), and the port must close.
import { createConnection } from 'node:net';
import { expect, test } from '@playwright/test';
import { startService, waitForReady } from '../../scripts/lib/services.mjs';

const port = String(Number(process.env.E2E_NEXTLAND_PORT ?? '18180') + 7);

function listening(portNumber: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: portNumber });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test('SIGTERM to a started service stops its server within 10 s', async () => {
  test.setTimeout(120_000);
  const child = startService(
    'nextland',
    { NEXTLAND_PORT: port, PGLITE_DIR: 'memory://', DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
    true,
  );
  await waitForReady(`http://127.0.0.1:${port}/ready`, child, 90_000);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const signalled = Date.now();
  process.kill(child.pid as number, 'SIGTERM');
  const code = await exited;
  expect(Date.now() - signalled).toBeLessThan(10_000);
  expect(code).toBe(0);
  await expect.poll(() => listening(Number(port)), { timeout: 2_000 }).toBe(false);
});
