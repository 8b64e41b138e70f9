// Two BFF processes on one Redis, played by two hubs and two relay leases with their own connections.
// Against a real server named by TEST_REDIS_URL; skipped without.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisCache } from '../cache/redis-cache.js';
import { createRedisClients, type RedisClients } from '../redis.js';
import { until } from '../test-support/live-client.js';
import type { EventHub } from './event-hub.js';
import type { LiveEvent } from './events.js';
import { createRedisEventHub } from './redis-event-hub.js';
import { createRelayLease } from './relay-lease.js';

const url = process.env.TEST_REDIS_URL;
const prefix = `test:live:${randomBytes(4).toString('hex')}:`;
const opened: RedisClients[] = [];
const hubs: EventHub[] = [];

function connect(): RedisClients {
  const clients = createRedisClients(url ?? '');
  opened.push(clients);
  return clients;
}

async function bffProcess(): Promise<EventHub> {
  const redis = connect();
  const hub = await createRedisEventHub({
    publisher: redis.commands,
    subscriber: redis.subscriber,
    channel: `${prefix}events`,
  });
  hubs.push(hub);
  return hub;
}

const event = (id: string, userId: string): LiveEvent => ({
  id,
  type: 'message.created',
  userId,
  occurredAt: new Date().toISOString(),
  data: { messageId: id, unreadCount: 1 },
});

afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
  await Promise.all(opened.splice(0).map((clients) => clients.close()));
});

describe.skipIf(!url)('Redis event hub', () => {
  it('delivers one published event in both processes, to its user only, once', async () => {
    const [first, second] = [await bffProcess(), await bffProcess()];
    const seen: string[] = [];
    first.subscribe('7', (e) => seen.push(`first:${e.id}`));
    second.subscribe('7', (e) => seen.push(`second:${e.id}`));
    second.subscribe('8', (e) => seen.push(`other-user:${e.id}`));
    await first.publish(event('a', '7'));
    // A relay handover may publish the same event twice: each process delivers it once.
    await second.publish(event('a', '7'));
    await until(() => seen.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.sort()).toEqual(['first:a', 'second:a']);
  });

  it('lets one process at a time hold the relay lease and hands it over when the holder stops', async () => {
    const changes: string[] = [];
    const lease = (name: string) =>
      createRelayLease({
        redis: connect().commands,
        key: `${prefix}relay`,
        ttlMs: 300,
        onChange: (holding) => changes.push(`${name}:${holding}`),
        onError: () => {},
      });
    const a = lease('a');
    const b = lease('b');
    await a.start();
    await b.start();
    expect([a.holding, b.holding]).toEqual([true, false]);
    await a.stop();
    await until(() => b.holding, 2_000);
    expect(changes).toEqual(['a:true', 'a:false', 'b:true']);
    await b.stop();
  });

  it('shares cached values between processes under the key prefix', async () => {
    const silent = { warn: () => {} } as never;
    const one = createRedisCache(connect().commands, prefix, silent);
    const two = createRedisCache(connect().commands, prefix, silent);
    await one.set('categories:en', [{ id: 1 }], 1_000);
    expect(await two.get('categories:en')).toEqual([{ id: 1 }]);
    expect(await two.get('categories:zh-cn')).toBeUndefined();
  });
});
