// CPU pinning for the page bench (issue 8's setup): the front tier (web + BFF) on one core, nextland and the
// load generator on the other, so "req/s on one core" means the same thing on every machine with two cores.
import { spawnSync } from 'node:child_process';

/** The two cores the bench splits the tiers over, or null when taskset (util-linux) or a second core is missing. */
export function pinningCores(): { front: string; back: string } | null {
  const probe = spawnSync('taskset', ['--version'], { encoding: 'utf8' });
  if (probe.status !== 0) return null;
  const online = spawnSync('nproc', [], { encoding: 'utf8' });
  if (Number(online.stdout.trim()) < 2) return null;
  return { front: '1', back: '0' };
}

/** Moves every thread of this process (autocannon runs in it) onto `cpu`. */
export function pinThisProcess(cpu: string): void {
  const result = spawnSync('taskset', ['-a', '-c', '-p', cpu, String(process.pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset could not pin the bench: ${result.stderr}`);
}
