// https://github.com/redis/ioredis — the BFF's Redis connections when REDIS_URL is set: one for commands
// (caches, PUBLISH, the relay lease) and one for SUBSCRIBE, which takes a connection over.
import { Redis } from 'ioredis';

export type RedisClients = { commands: Redis; subscriber: Redis; close(): Promise<void> };

export function createRedisClients(url: string): RedisClients {
  // Commands fail fast while Redis is away (callers fall back or retry); the subscriber reconnects and
  // ioredis re-subscribes it to its channels by itself.
  const commands = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  return {
    commands,
    subscriber,
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
