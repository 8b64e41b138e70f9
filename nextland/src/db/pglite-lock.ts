// An embedded database folder belongs to one process: PGlite has no postmaster to refuse a second one, and two
// processes on one folder each see only their own writes and corrupt it (issue 10 measured lost writes,
// duplicate keys and broken indexes). https://github.com/moxystudio/node-proper-lockfile
// The lock is a directory next to the data (mkdir is atomic) whose mtime the owner refreshes every second;
// a lock not refreshed for STALE_MS belongs to a process that died (kill -9, power loss) and is taken over, so
// a restart after a crash waits a few seconds instead of needing a manual clean-up. mtime works across
// containers sharing a volume, where process ids would not.
// Beside the lock, the owner writes who it is (process id, host, process-id namespace). A process on the same
// host and namespace can then tell at once what the mtime says only after STALE_MS: a living owner is refused
// without waiting, and a dead one's lock is taken over without waiting (a restart after a crash, issue 25:
// 5–7 s per restart before). Anywhere else — another container, another machine — only the mtime counts.
import { readFileSync, readlinkSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

const STALE_MS = 5_000;
const REFRESH_MS = 1_000;

export class DatabaseFolderLockedError extends Error {
  constructor(readonly dir: string) {
    super(
      `the embedded database folder ${dir} is in use by another nextland process. Stop that process, or set ` +
        'PGLITE_DIR to another folder (two processes on one folder would corrupt it).',
    );
    this.name = 'DatabaseFolderLockedError';
  }
}

export type FolderLockOptions = {
  /** Called if the lock is lost while held (its folder was removed or could not be refreshed). */
  onLost: (error: Error) => void;
};

type Owner = { pid: number; host: string; pidNamespace: string };

function thisProcess(): Owner {
  let pidNamespace = '';
  try {
    pidNamespace = readlinkSync('/proc/self/ns/pid');
  } catch {
    // No /proc (macOS, Windows): the owner's record is trusted on the same host alone.
  }
  return { pid: process.pid, host: hostname(), pidNamespace };
}

function readOwner(ownerPath: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(ownerPath, 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What the recorded owner tells a process that can see it: running, gone, or nothing (ask the mtime). */
function ownerState(ownerPath: string): 'running' | 'gone' | 'unknown' {
  const owner = readOwner(ownerPath);
  const self = thisProcess();
  if (!owner || owner.host !== self.host || owner.pidNamespace !== self.pidNamespace) return 'unknown';
  return isAlive(owner.pid) ? 'running' : 'gone';
}

/** Takes the folder's lock (waiting out a dead owner's stale lock); resolves to its release function. */
export async function lockDatabaseFolder(
  dir: string,
  { onLost }: FolderLockOptions,
): Promise<() => Promise<void>> {
  const folder = resolve(dir);
  const lockPath = join(folder, 'nextland.lock');
  const ownerPath = join(folder, 'nextland.lock.owner');
  const options = { lockfilePath: lockPath, stale: STALE_MS, realpath: false };
  const state = ownerState(ownerPath);
  // A living owner whose lock is fresh holds the folder: say so now rather than after the retries.
  if (state === 'running' && (await lockfile.check(folder, options)))
    throw new DatabaseFolderLockedError(folder);
  if (state === 'gone') {
    // The owner was killed: its lock is stale now, not in STALE_MS. proper-lockfile takes over a stale lock.
    try {
      utimesSync(lockPath, 0, 0);
    } catch {
      // No lock left behind.
    }
  }
  try {
    const release = await lockfile.lock(folder, {
      ...options,
      update: REFRESH_MS,
      // A crashed owner's lock turns stale after STALE_MS: keep trying a little longer than that.
      retries: { retries: 7, minTimeout: REFRESH_MS, maxTimeout: REFRESH_MS, factor: 1 },
      onCompromised: onLost,
    });
    writeFileSync(ownerPath, JSON.stringify(thisProcess()));
    return async () => {
      rmSync(ownerPath, { force: true });
      await release();
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseFolderLockedError(folder);
    throw error;
  }
}
