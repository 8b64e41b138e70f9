import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../test-support/account-fixtures.js';
import { type FakeNextland, startFakeNextland } from '../test-support/fake-nextland.js';
import { collect, liveClient, until } from '../test-support/live-client.js';
import { sessionCookies } from '../test-support/sessions.js';
import { buildTestApp } from '../test-support/test-app.js';
import type { LiveEvent } from './events.js';

let fake: FakeNextland;
let app: FastifyInstance;
let url: string;
const clients: { close: () => Promise<void> }[] = [];

beforeAll(async () => {
  fake = await startFakeNextland();
  app = await buildTestApp(fake);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `ws://127.0.0.1:${address.port}/graphql`;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const messageEvents = 'subscription { messageEvents { unreadCount messageId } }';
type MessageEvents = { messageEvents: { unreadCount: number; messageId: string | null } };

function open(options: Parameters<typeof liveClient>[1] = {}) {
  const client = liveClient(url, options);
  clients.push(client);
  return client;
}

let sequence = 0;
function created(userId: string, messageId: string, unreadCount: number): LiveEvent {
  sequence += 1;
  return {
    id: `e${sequence}`,
    type: 'message.created',
    userId,
    occurredAt: new Date().toISOString(),
    data: { messageId, unreadCount },
  };
}

describe('Subscription.messageEvents', () => {
  it("delivers the viewer's events and never another user's", async () => {
    const { client } = open({ cookies: sessionCookies(fake, users.verified) });
    const received = collect<MessageEvents>(client, messageEvents);
    // The subscription starts asynchronously: publish until it is listening, another user's event each time.
    let round = 0;
    await until(() => {
      round += 1;
      void app.live.hub.publish(created(users.official, `other-${round}`, 9));
      void app.live.hub.publish(created(users.verified, `mine-${round}`, round));
      return received.values.length > 0 || received.errors.length > 0;
    });
    expect(received.errors).toEqual([]);
    expect(received.values.length).toBeGreaterThan(0);
    for (const value of received.values) expect(value.messageEvents.messageId).toMatch(/^mine-/);
    const last = received.values.at(-1);
    await app.live.hub.publish({
      id: `read-${sequence}`,
      type: 'message.read',
      userId: users.verified,
      occurredAt: new Date().toISOString(),
      data: { unreadCount: 0 },
    });
    await until(() => received.values.at(-1) !== last);
    expect(received.values.at(-1)).toEqual({ messageEvents: { unreadCount: 0, messageId: null } });
    received.unsubscribe();
  });

  it('refuses a subscription without a session (UNAUTHENTICATED)', async () => {
    const { client } = open();
    const received = collect<MessageEvents>(client, messageEvents);
    await until(() => received.errors.length > 0);
    expect(received.errors[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(received.values).toEqual([]);
  });

  it('refuses a revoked session and clears its cookies in the handshake', async () => {
    const cookies = { ...sessionCookies(fake, users.verified), token: 'revoked-token' };
    const connection = open({ cookies });
    const received = collect<MessageEvents>(connection.client, messageEvents);
    await until(() => received.errors.length > 0);
    expect(received.errors[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(connection.handshakeCookies().join('\n')).toMatch(/token=;.*Max-Age=0/);
  });

  it('refreshes an expired access token in the handshake and sends the new cookies in the 101 response', async () => {
    const { refresh_token, uid } = sessionCookies(fake, users.verified);
    const connection = open({ cookies: { refresh_token: refresh_token!, uid: uid! } });
    const received = collect<MessageEvents>(connection.client, messageEvents);
    await until(() => connection.handshakeCookies().length > 0);
    const set = connection.handshakeCookies().join('\n');
    expect(set).toMatch(/token=[^;]+; Max-Age=7200; Path=\/; HttpOnly; SameSite=Lax/);
    expect(set).toMatch(/refresh_token=/);
    expect(fake.callsTo('/token/refresh')).toHaveLength(1);
    received.unsubscribe();
  });

  it('serves only subscriptions over WebSocket', async () => {
    const { client } = open({ cookies: sessionCookies(fake, users.verified) });
    const received = collect(client, '{ ping }');
    await until(() => received.errors.length > 0);
    expect(received.errors[0]).toMatchObject({ message: expect.stringMatching(/Only subscriptions/) });
  });

  it('refuses a handshake from another site', async () => {
    const { client } = open({ headers: { origin: 'https://evil.example' } });
    const received = collect(client, messageEvents);
    await until(() => received.errors.length > 0);
    expect(received.errors[0]).toMatchObject({ message: expect.stringMatching(/403/) });
  });
});
