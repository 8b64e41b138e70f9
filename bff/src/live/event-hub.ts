// Fans live events out to this process's subscribers, per user — or per topic for public events (a lot's
// `lot:<goodsId>`, decision 0028 §4): both are keys of one map (`eventKey`), and never collide (a user id is
// digits only). Two implementations share it: the memory hub
// (one BFF process) and the Redis hub (several processes, redis-event-hub.ts).
import { eventKey, type LiveEvent } from './events.js';

export type EventListener = (event: LiveEvent) => void;

export type EventHub = {
  /** Delivers the event to its user's subscribers in every process sharing this hub. */
  publish(event: LiveEvent): Promise<void>;
  /** Calls `listener` with every later event of `key` (a user id, or a public topic); returns the unsubscribe function. */
  subscribe(key: string, listener: EventListener): () => void;
  close(): Promise<void>;
};

/**
 * How many recent event ids a process remembers to drop repeats: a relay handover (two BFF processes both
 * relaying for a moment) or a resent event then reaches subscribers once.
 */
export const rememberedEventIds = 2048;

/** The per-process half of every hub: listeners by user, and repeats dropped by event id. */
export class LocalFanOut {
  readonly #listeners = new Map<string, Set<EventListener>>();
  readonly #seen = new Set<string>();

  subscribe(userId: string, listener: EventListener): () => void {
    let set = this.#listeners.get(userId);
    if (!set) {
      set = new Set();
      this.#listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.#listeners.get(userId) === set) this.#listeners.delete(userId);
    };
  }

  deliver(event: LiveEvent): void {
    if (this.#seen.has(event.id)) return;
    this.#seen.add(event.id);
    // A Set iterates in insertion order: the first entry is the oldest.
    if (this.#seen.size > rememberedEventIds) this.#seen.delete(this.#seen.values().next().value as string);
    const listeners = this.#listeners.get(eventKey(event));
    if (!listeners) return;
    // A copy: a listener may unsubscribe while we iterate.
    for (const listener of [...listeners]) listener(event);
  }

  /** Users with at least one subscriber here (tests, metrics). */
  get users(): number {
    return this.#listeners.size;
  }
}

export function createMemoryEventHub(): EventHub {
  const fanOut = new LocalFanOut();
  return {
    publish: async (event) => fanOut.deliver(event),
    subscribe: (userId, listener) => fanOut.subscribe(userId, listener),
    close: async () => {},
  };
}
