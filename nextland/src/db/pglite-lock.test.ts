import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './client.js';
import { DatabaseFolderLockedError, lockDatabaseFolder } from './pglite-lock.js';

const releases: (() => Promise<void>)[] = [];
const folders: string[] = [];

function scratchFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  folders.push(dir);
  return dir;
}

async function hold(dir: string): Promise<() => Promise<void>> {
  const release = await lockDatabaseFolder(dir, { onLost: () => {} });
  releases.push(release);
  return release;
}

afterEach(async () => {
  for (const release of releases.splice(0)) await release().catch(() => {});
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database folder lock', () => {
  it('refuses to open a folder another process holds, naming the folder, before touching its data', async () => {
    const dir = scratchFolder();
    await hold(dir);
    const second = createDatabase({ pgliteDir: dir });
    await expect(second).rejects.toBeInstanceOf(DatabaseFolderLockedError);
    await expect(second).rejects.toThrow(`${dir} is in use by another nextland process`);
  }, 20_000);

  it('can be taken again once released', async () => {
    const dir = scratchFolder();
    const release = await hold(dir);
    await release();
    releases.pop();
    await expect(hold(dir)).resolves.toBeTypeOf('function');
  }, 20_000);

  it('takes over the lock of an owner that died without releasing it', async () => {
    const dir = scratchFolder();
    // What a killed process leaves: the lock directory, no longer refreshed.
    mkdirSync(join(dir, 'nextland.lock'));
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'nextland.lock'), aMinuteAgo, aMinuteAgo);
    const started = Date.now();
    await hold(dir);
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 20_000);

  it('takes over at once the fresh lock of an owner on this machine that is no longer running', async () => {
    const dir = scratchFolder();
    // A process that held the folder and was killed a moment ago: its lock's mtime is still fresh (it would
    // pass for a living owner's until STALE_MS), but its recorded process id is gone.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    mkdirSync(join(dir, 'nextland.lock'));
    const ns = readlinkSync('/proc/self/ns/pid');
    writeFileSync(
      join(dir, 'nextland.lock.owner'),
      JSON.stringify({ pid: gone.pid, host: hostname(), pidNamespace: ns }),
    );
    const started = Date.now();
    await hold(dir);
    expect(Date.now() - started).toBeLessThan(2_000);
    // The new owner is on record.
    expect(JSON.parse(readFileSync(join(dir, 'nextland.lock.owner'), 'utf8')).pid).toBe(process.pid);
  }, 20_000);

  it('a lock whose recorded owner is another machine is waited out by its mtime, not taken over', async () => {
    const dir = scratchFolder();
    mkdirSync(join(dir, 'nextland.lock'));
    writeFileSync(
      join(dir, 'nextland.lock.owner'),
      JSON.stringify({ pid: 999_999, host: 'another-machine', pidNamespace: 'pid:[1]' }),
    );
    // Kept fresh, as a living owner elsewhere would: never taken over.
    const refresh = setInterval(() => utimesSync(join(dir, 'nextland.lock'), new Date(), new Date()), 500);
    try {
      await expect(hold(dir)).rejects.toBeInstanceOf(DatabaseFolderLockedError);
    } finally {
      clearInterval(refresh);
    }
  }, 30_000);

  it('a second nextland process on a folder in use exits with a message naming the folder', async () => {
    const dir = scratchFolder();
    await hold(dir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/migrate-cli.ts'], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain(`${dir} is in use by another nextland process`);
  }, 40_000);
});
