// Two BFF apps on one Redis, as two processes behind a balancer: an event published by either reaches a
// subscriber of the other. Against a real server named by TEST_REDIS_URL; skipped without.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Collected, collect, liveClient, until } from '../test-support/live-client.js';
import { sessionCookies, startNextland, type TestNextland } from '../test-support/nextland.js';
import { buildTestApp } from '../test-support/test-app.js';
import { AuctionEventType, lotTopic, MessageEventType } from './events.js';

const url = process.env.TEST_REDIS_URL;
let nextland: TestNextland;
const apps: FastifyInstance[] = [];
const clients: { close: () => Promise<void> }[] = [];

async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${address.port}/graphql`;
}

describe.skipIf(!url)('two BFF processes on Redis', () => {
  beforeAll(async () => {
    nextland = await startNextland();
    const redisKeyPrefix = `test:bff:${randomBytes(4).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) apps.push(await buildTestApp(nextland, { redisUrl: url, redisKeyPrefix }));
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all(apps.map((app) => app.close()));
    await nextland?.close();
  });

  it('both deliver one event published by one of them', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const user = await nextland.accounts.register();
    const received: Collected<unknown>[] = [];
    for (const app of [first, second]) {
      const connection = liveClient(await listening(app), { cookies: sessionCookies(user) });
      clients.push(connection);
      received.push(collect(connection.client, 'subscription { messageEvents { unreadCount messageId } }'));
    }
    let round = 0;
    await until(() => {
      round += 1;
      void first.live.hub.publish({
        id: `two-${round}`,
        type: MessageEventType.created,
        userId: user.user_id,
        occurredAt: new Date().toISOString(),
        data: { messageId: `m${round}`, unreadCount: round },
      });
      return received.every((r) => r.values.length > 0);
    });
    for (const r of received) expect(r.errors).toEqual([]);
  });

  it('both deliver a public lot event to sockets without a session', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const received: Collected<{ auctionLot: { seq: number; leader: string | null } }>[] = [];
    for (const app of [first, second]) {
      const connection = liveClient(await listening(app));
      clients.push(connection);
      received.push(
        collect(connection.client, 'subscription { auctionLot(goodsId: "424242") { seq leader } }'),
      );
    }
    let round = 0;
    await until(() => {
      round += 1;
      void second.live.hub.publish({
        id: `lot-${round}`,
        type: AuctionEventType.updated,
        userId: '0',
        topic: lotTopic('424242'),
        occurredAt: new Date().toISOString(),
        data: {
          lotId: '7',
          goodsId: '424242',
          cause: 'bid',
          seq: round,
          priceFen: 1000 + round,
          minimumNextFen: 1100 + round,
          bidCount: round,
          endsAt: new Date().toISOString(),
          status: 1,
          reserveMet: false,
          leader: 'a*',
          lastBid: null,
          bids: [],
        },
      });
      return received.every((r) => r.values.length > 0);
    });
    for (const r of received) {
      expect(r.errors).toEqual([]);
      expect(r.values[0]?.auctionLot.leader).toBe('a*');
    }
  });
});
