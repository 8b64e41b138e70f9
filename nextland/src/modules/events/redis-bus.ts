// Events across nextland processes: Redis pub/sub on one channel (https://redis.io/docs/latest/develop/interact/pubsub/).
// Every process subscribes, so an event published by one reaches the SSE streams of all — including its own,
// which therefore hears its events from Redis too rather than directly (no duplicates).
import { Redis } from 'ioredis';
import { type DomainEvent, dispatch, type EventBus, type EventListener } from './event-bus.js';

export async function createRedisEventBus(url: string, channel: string): Promise<EventBus> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  // A subscribed connection can do nothing else: a second one publishes.
  const subscriber = new Redis(url);
  const listeners = new Set<EventListener>();
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const event = parse(text);
    if (event) dispatch(listeners, event);
  });
  // Resolves once Redis confirms, so nothing published after start-up is missed. ioredis re-subscribes by
  // itself after a reconnect.
  await subscriber.subscribe(channel);
  return {
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

function parse(text: string): DomainEvent | null {
  try {
    const event = JSON.parse(text) as DomainEvent;
    return typeof event?.type === 'string' && typeof event.userId === 'number' ? event : null;
  } catch {
    return null;
  }
}
