// An embedded database folder belongs to one process: PGlite has no postmaster to refuse a second one, and two
// processes on one folder each see only their own writes and corrupt it (issue 10 measured lost writes,
// duplicate keys and broken indexes). https://github.com/moxystudio/node-proper-lockfile
// The lock is a directory next to the data (mkdir is atomic) whose mtime the owner refreshes every second;
// a lock not refreshed for STALE_MS belongs to a process that died (kill -9, power loss) and is taken over, so
// a restart after a crash waits a few seconds instead of needing a manual clean-up. mtime works across
// containers sharing a volume, where process ids would not.
import { resolve } from 'node:path';
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

/** Takes the folder's lock (waiting out a dead owner's stale lock); resolves to its release function. */
export async function lockDatabaseFolder(
  dir: string,
  { onLost }: FolderLockOptions,
): Promise<() => Promise<void>> {
  const folder = resolve(dir);
  try {
    return await lockfile.lock(folder, {
      lockfilePath: `${folder}/nextland.lock`,
      stale: STALE_MS,
      update: REFRESH_MS,
      realpath: false,
      // A crashed owner's lock turns stale after STALE_MS: keep trying a little longer than that.
      retries: { retries: 7, minTimeout: REFRESH_MS, maxTimeout: REFRESH_MS, factor: 1 },
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseFolderLockedError(folder);
    throw error;
  }
}
