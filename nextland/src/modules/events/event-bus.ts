// Domain events for live updates: published after the change they describe has committed, fanned out to
// every subscriber in this process — and, with Redis, in every nextland process (redis-bus.ts,
// create-event-bus.ts).
import { randomUUID } from 'node:crypto';
import type { DomainEvent, DomainEventType, EventData } from './dto.js';

export type { DomainEvent, DomainEventType, EventData } from './dto.js';

export type EventListener = (event: DomainEvent) => void;

export type EventBus = {
  publish(event: DomainEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
};

export function domainEvent<T extends DomainEventType>(
  type: T,
  userId: number,
  data: EventData<T>,
): DomainEvent {
  // The pair is checked by the signature; TypeScript cannot narrow the union from a generic `type`.
  return { id: randomUUID(), type, userId, occurredAt: new Date().toISOString(), data } as DomainEvent;
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
