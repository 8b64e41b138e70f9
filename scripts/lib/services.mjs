// Starts the three services in dependency order and keeps them running; shared by `npm start` and the
// end-to-end test stack so both exercise the same production start-up path.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function waitForReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

function prefixed(name, stream, target) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
}

// Each service's compiled entry, started by node itself: a wrapper (`npm run`, `sh -c`) would take SIGTERM
// and exit while the server, orphaned, kept running without draining (issue 10). The same commands as the
// workspaces' `start` scripts and docker-compose.yml.
const entries = {
  nextland: { args: ['--enable-source-maps', 'dist/server.js'], env: {} },
  bff: { args: ['--enable-source-maps', 'dist/server.js'], env: {} },
  web: { args: ['--enable-source-maps', 'dist/web-server.js'], env: { NODE_ENV: 'production' } },
};

/**
 * Starts one workspace's production server as a direct child (`child.pid` is the server). With `cpu` (a
 * `taskset -c` list such as '1') it runs on those cores only: the bench pins tiers apart (taskset execs node,
 * so the pid is still the server's).
 */
export function startService(name, env, quiet, cpu) {
  const entry = entries[name];
  const command = [process.execPath, ...entry.args];
  const [file, ...args] = cpu ? ['taskset', '-c', cpu, ...command] : command;
  const child = spawn(file, args, {
    cwd: join(root, name),
    env: { ...process.env, ...entry.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping reaches anything the server itself starts.
    detached: true,
  });
  if (!quiet) {
    prefixed(name, child.stdout, process.stdout);
    prefixed(name, child.stderr, process.stderr);
  } else {
    prefixed(name, child.stderr, process.stderr);
    child.stdout.resume();
  }
  return child;
}

/**
 * @param {{ ports: {nextland: string, bff: string, web: string}, env?: Record<string,string>, quiet?: boolean,
 *   readyTimeoutMs?: number, cpus?: {nextland?: string, bff?: string, web?: string},
 *   serviceEnv?: {nextland?: Record<string,string>, bff?: Record<string,string>, web?: Record<string,string>} }} options
 *   `cpus` pins each service to cores (`taskset -c`); `serviceEnv` adds variables for one service only.
 * @returns {Promise<{ stop: () => Promise<void>, track: (child: import('node:child_process').ChildProcess) => void }>}
 */
export async function runServices({
  ports,
  env = {},
  quiet = false,
  readyTimeoutMs = 180_000,
  cpus = {},
  serviceEnv = {},
  /** Runs after the services stopped on SIGINT/SIGTERM, before the process exits (e.g. drop a database). */
  afterStop = async () => {},
}) {
  const nextlandUrl = `http://127.0.0.1:${ports.nextland}`;
  const bffUrl = `http://127.0.0.1:${ports.bff}`;
  const shared = { ...env, NEXTLAND_URL: nextlandUrl, BFF_URL: bffUrl };
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
    );
  };
  const onSignal = () =>
    stop()
      .then(afterStop)
      .finally(() => process.exit(0));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const nextland = startService(
      'nextland',
      { ...shared, ...serviceEnv.nextland, NEXTLAND_PORT: ports.nextland },
      quiet,
      cpus.nextland,
    );
    children.push(nextland);
    await waitForReady(`${nextlandUrl}/ready`, nextland, readyTimeoutMs);
    const bff = startService('bff', { ...shared, ...serviceEnv.bff, BFF_PORT: ports.bff }, quiet, cpus.bff);
    children.push(bff);
    await waitForReady(`${bffUrl}/ready`, bff, readyTimeoutMs);
    const web = startService('web', { ...shared, ...serviceEnv.web, PORT: ports.web }, quiet, cpus.web);
    children.push(web);
    await waitForReady(`http://127.0.0.1:${ports.web}/`, web, readyTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  // Services started later by the caller (the bench's second web server) are stopped with the others.
  return { stop, track: (child) => children.push(child) };
}
