// The Redis event bus against a real server named by TEST_REDIS_URL (e.g. redis://127.0.0.1:6379); skipped without.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEventBus } from './create-event-bus.js';
import { type DomainEvent, domainEvent } from './event-bus.js';

const url = process.env.TEST_REDIS_URL;

function received(bus: { subscribe(listener: (event: DomainEvent) => void): () => void }) {
  const events: DomainEvent[] = [];
  bus.subscribe((event) => events.push(event));
  return events;
}

async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!url)('Redis event bus', () => {
  it('an event published on one bus reaches the subscribers of another (as across processes), once each', async () => {
    const prefix = `test-jobs-${randomBytes(6).toString('hex')}:`;
    const one = await createEventBus({ redisUrl: url, redisKeyPrefix: prefix });
    const two = await createEventBus({ redisUrl: url, redisKeyPrefix: prefix });
    const elsewhere = await createEventBus({ redisUrl: url, redisKeyPrefix: `${prefix}other:` });
    try {
      const [onOne, onTwo, onElsewhere] = [received(one), received(two), received(elsewhere)];
      const event = domainEvent('message.created', 42, { messageId: '9', unreadCount: 3 });
      await one.publish(event);
      await until(() => onOne.length === 1 && onTwo.length === 1);
      expect(onTwo).toEqual([event]);
      expect(onOne).toEqual([event]);
      // Another prefix (another environment on the same server) hears nothing.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(onElsewhere).toEqual([]);
    } finally {
      await Promise.all([one.close(), two.close(), elsewhere.close()]);
    }
  });
});
