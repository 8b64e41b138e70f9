// A subscription's stream of one user's events (or one public topic's: `userId` is then the topic), as the async iterator graphql-js `subscribe` expects.
// Events wait in a small queue while the socket is slow; past `limit` the oldest are dropped, because every
// event carries the latest state (the unread count) and a client that falls that far behind refetches anyway.
import type { EventHub } from './event-hub.js';
import { eventKey, type LiveEvent } from './events.js';

export const queuedEventsPerSubscription = 50;

export function eventIterator<T>(
  hub: EventHub,
  userId: string,
  /** Maps an event to what the subscription sends, or null to skip it. */
  pick: (event: LiveEvent) => T | null,
  limit = queuedEventsPerSubscription,
): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | undefined;
  let done = false;

  const unsubscribe = hub.subscribe(userId, (event) => {
    // The hub already routes by key; checked again so a routing bug can never leak another user's event.
    if (done || eventKey(event) !== userId) return;
    const value = pick(event);
    if (value === null) return;
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve({ value, done: false });
      return;
    }
    queue.push(value);
    if (queue.length > limit) queue.shift();
  });

  function finish(): IteratorResult<T> {
    if (!done) {
      done = true;
      unsubscribe();
      queue.length = 0;
      waiting?.({ value: undefined, done: true });
      waiting = undefined;
    }
    return { value: undefined, done: true };
  }

  return {
    next() {
      const value = queue.shift();
      if (value !== undefined) return Promise.resolve({ value, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    return: () => Promise.resolve(finish()),
    throw: (error: unknown) => {
      finish();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
