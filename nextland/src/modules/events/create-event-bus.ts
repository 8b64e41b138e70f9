import { type EventBus, memoryEventBus } from './event-bus.js';
import { createRedisEventBus } from './redis-bus.js';

/** Redis pub/sub when REDIS_URL is set (events cross processes), otherwise in this process only. */
export async function createEventBus(options: {
  redisUrl: string | undefined;
  redisKeyPrefix: string;
}): Promise<EventBus> {
  if (options.redisUrl) return createRedisEventBus(options.redisUrl, `${options.redisKeyPrefix}events`);
  return memoryEventBus();
}
