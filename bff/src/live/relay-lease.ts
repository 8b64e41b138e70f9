// Which BFF process relays nextland's event stream into Redis: the holder of a lease key (SET NX PX),
// renewed well before it lapses. A process that dies stops renewing and another takes over within `ttlMs`.

import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Extends the lease only while this process still holds it (an expired lease may belong to another now). */
const renewScript = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2])
end
return 0`;
/** Releases only our own lease, so a successor can start at once on a clean shutdown. */
const releaseScript = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1])
end
return 0`;

export type RelayLeaseOptions = {
  redis: Redis;
  key: string;
  ttlMs: number;
  /** Called when this process becomes the holder and when it stops being one. */
  onChange: (holding: boolean) => void;
  onError: (error: unknown) => void;
};

export type RelayLease = {
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly holding: boolean;
};

export function createRelayLease(options: RelayLeaseOptions): RelayLease {
  const { redis, key, ttlMs } = options;
  const owner = randomUUID();
  let holding = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  function set(next: boolean): void {
    if (next === holding) return;
    holding = next;
    options.onChange(next);
  }

  async function tick(): Promise<void> {
    try {
      if (holding) {
        set((await redis.eval(renewScript, 1, key, owner, String(ttlMs))) === 1);
      } else {
        set((await redis.set(key, owner, 'PX', ttlMs, 'NX')) === 'OK');
      }
    } catch (error) {
      // Redis unreachable: we cannot prove we hold the lease, so stop relaying (no duplicate relays later).
      set(false);
      options.onError(error);
    }
    // A third of the lifetime: two renewals may fail before the lease lapses.
    if (!stopped) timer = setTimeout(() => void tick(), Math.max(50, Math.floor(ttlMs / 3)));
  }

  return {
    get holding() {
      return holding;
    },
    async start() {
      if (!stopped) return;
      stopped = false;
      await tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (holding) await redis.eval(releaseScript, 1, key, owner).catch(() => {});
      set(false);
    },
  };
}
