// Where live events come from and how they reach every BFF process (docs/decisions/0010-live-channel.md).
// Without Redis: this process reads nextland's event stream into a memory hub. With Redis: the one process
// holding the relay lease reads the stream and publishes each event on a Redis channel that every process
// (the relay included) subscribes to, so an event reaches its user's sockets whichever process holds them,
// and nextland serves one stream however many BFF processes run.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { RedisClients } from '../redis.js';
import { createMemoryEventHub, type EventHub } from './event-hub.js';
import { createEventStream, type EventStream } from './event-stream-client.js';
import { createRedisEventHub } from './redis-event-hub.js';
import { createRelayLease, type RelayLease } from './relay-lease.js';

/** A relay that stops renewing (crashed, cut off from Redis) is replaced within this time. */
export const relayLeaseTtlMs = 15_000;

export type LiveChannel = {
  hub: EventHub;
  /** Starts reading nextland's stream (or competing for the relay lease). */
  start(): Promise<void>;
  close(): Promise<void>;
  /** This process is reading nextland's stream right now (health, tests). */
  readonly relaying: boolean;
};

export async function createLiveChannel(
  config: Config,
  log: FastifyBaseLogger,
  redis: RedisClients | undefined,
): Promise<LiveChannel> {
  const hub = redis
    ? await createRedisEventHub({
        publisher: redis.commands,
        subscriber: redis.subscriber,
        channel: `${config.redisKeyPrefix}events`,
        onInvalid: (text) =>
          log.warn({ data: text.slice(0, 200) }, 'live: not an event on the Redis channel'),
      })
    : createMemoryEventHub();
  const stream: EventStream = createEventStream({
    nextlandUrl: config.nextlandUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    timeoutMs: config.eventsTimeoutMs,
    log: log.child({ component: 'event-stream' }),
    onEvent: async (event) => {
      try {
        await hub.publish(event);
      } catch (error) {
        log.warn({ err: error, eventId: event.id }, 'live: could not publish an event');
      }
    },
  });
  const lease: RelayLease | undefined = redis
    ? createRelayLease({
        redis: redis.commands,
        key: `${config.redisKeyPrefix}events:relay`,
        ttlMs: relayLeaseTtlMs,
        onChange: (holding) => {
          log.info({ holding }, 'live: relay lease changed');
          if (holding) void stream.start();
          else void stream.stop();
        },
        onError: (error) => log.warn({ err: error }, 'live: relay lease check failed'),
      })
    : undefined;

  return {
    hub,
    get relaying() {
      return stream.connected;
    },
    async start() {
      if (!config.liveEvents) return;
      if (lease) await lease.start();
      // Not awaited: a nextland that is slow to answer must not hold up the BFF's start.
      else void stream.start();
    },
    async close() {
      await lease?.stop();
      await stream.stop();
      await hub.close();
    },
  };
}
