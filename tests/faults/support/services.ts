// The production builds (node dist/…, as docker-compose and `npm start` run them) on free ports, one process
// each, so a scenario can signal, kill, stop and restart any of them.
import type { ChildProcess } from 'node:child_process';
import { startService, waitForReady } from '../../../scripts/lib/services.mjs';
import { freePort } from '../../support/free-port.js';

export type ServiceName = 'nextland' | 'bff' | 'web';
export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type Service = {
  name: ServiceName;
  url: string;
  child: ChildProcess;
  exited: Promise<Exit>;
  /** Sends a signal; returns when it was sent (performance.now()). */
  signal: (signal: NodeJS.Signals) => number;
  stop: () => Promise<void>;
};

const portVariable: Record<ServiceName, string> = { nextland: 'NEXTLAND_PORT', bff: 'BFF_PORT', web: 'PORT' };
const readyPath: Record<ServiceName, string> = { nextland: '/ready', bff: '/ready', web: '/ready' };

/** Every run counts and caches under its own keys when the machine's Redis is used (REDIS_URL in CI). */
const runId = `fault-${process.pid}-${Date.now()}`;
export const quietEnv = {
  LOG_LEVEL: 'warn',
  SEED_ON_EMPTY: '1',
  RATE_LOGIN_PER_MINUTE: '1000000',
  RATE_SMS_PER_IP_HOUR: '1000000',
  RATE_REGISTER_PER_IP_HOUR: '1000000',
  // A few demo users check out and bid as fast as the scenario drives them: faults, not the per-user limits.
  RATE_BIDS_PER_USER_MINUTE: '1000000',
  RATE_PAYMENTS_PER_USER_MINUTE: '1000000',
  REDIS_KEY_PREFIX: `${runId}:`,
  BFF_REDIS_KEY_PREFIX: `${runId}-bff:`,
  WEB_REDIS_KEY_PREFIX: `${runId}-web:`,
};

export async function startOne(
  name: ServiceName,
  env: Record<string, string>,
  port?: number,
): Promise<Service> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = startService(
    name,
    { ...quietEnv, ...env, [portVariable[name]]: String(chosen) },
    true,
  );
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const url = `http://127.0.0.1:${chosen}`;
  await waitForReady(`${url}${readyPath[name]}`, child, 180_000);
  const signal = (which: NodeJS.Signals) => {
    const at = performance.now();
    child.kill(which);
    return at;
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };
  return { name, url, child, exited, signal, stop };
}

/** nextland, then the BFF on it, then the web on both: the order the services need each other in. */
export async function startStack(databaseEnv: Record<string, string>, upTo: ServiceName = 'web') {
  const nextland = await startOne('nextland', databaseEnv);
  if (upTo === 'nextland') return { nextland };
  const bff = await startOne('bff', { NEXTLAND_URL: nextland.url });
  if (upTo === 'bff') return { nextland, bff };
  const web = await startOne('web', { NEXTLAND_URL: nextland.url, BFF_URL: bff.url });
  return { nextland, bff, web };
}
