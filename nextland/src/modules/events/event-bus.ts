// Domain events for live updates: published after the change they describe has committed, fanned out to
// every subscriber in this process — and, with Redis, in every nextland process (redis-bus.ts,
// create-event-bus.ts).
import { randomUUID } from 'node:crypto';

/** What the SSE stream sends as each `data:` line (docs/api-contract.md, "Live events"). */
export type DomainEvent = {
  /** Unique per event; a re-delivered event (a retried job) keeps its id, so consumers may drop repeats. */
  id: string;
  /** `area.happening`, e.g. `message.created`. */
  type: string;
  /** The customer the event concerns: the BFF delivers it to that user's subscriptions. */
  userId: number;
  occurredAt: string;
  data: Record<string, unknown>;
};

export type EventListener = (event: DomainEvent) => void;

export type EventBus = {
  publish(event: DomainEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
};

export function domainEvent(type: string, userId: number, data: Record<string, unknown>): DomainEvent {
  return { id: randomUUID(), type, userId, occurredAt: new Date().toISOString(), data };
}

export function memoryEventBus(): EventBus {
  const listeners = new Set<EventListener>();
  return {
    async publish(event) {
      dispatch(listeners, event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/** One listener's failure must not keep the event from the others (or fail the publisher). */
export function dispatch(listeners: Set<EventListener>, event: DomainEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // A listener owns its errors (an SSE stream that closed mid-write is simply dropped).
    }
  }
}
