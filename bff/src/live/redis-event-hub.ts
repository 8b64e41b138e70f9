// The event hub across BFF processes: one Redis pub/sub channel carries every event; each process delivers
// those of its own subscribers. Publishing is done by the one process relaying nextland's stream (relay.ts).
import type { Redis } from 'ioredis';
import { type EventHub, LocalFanOut } from './event-hub.js';
import { type LiveEvent, parseLiveEvent } from './events.js';

export type RedisEventHubOptions = {
  /** Commands (PUBLISH). */
  publisher: Redis;
  /** A connection of its own: a subscribed ioredis connection can run no other command. */
  subscriber: Redis;
  /** `${BFF_REDIS_KEY_PREFIX}events`. */
  channel: string;
  onInvalid?: (text: string) => void;
};

export async function createRedisEventHub(options: RedisEventHubOptions): Promise<EventHub> {
  const { publisher, subscriber, channel } = options;
  const fanOut = new LocalFanOut();
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const event = parseLiveEvent(text);
    if (event) fanOut.deliver(event);
    else options.onInvalid?.(text);
  });
  // Resolves once Redis confirmed the subscription, so nothing published after this returns is missed.
  await subscriber.subscribe(channel);
  return {
    publish: async (event: LiveEvent) => {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: (userId, listener) => fanOut.subscribe(userId, listener),
    close: async () => {
      await subscriber.unsubscribe(channel).catch(() => {});
    },
  };
}
