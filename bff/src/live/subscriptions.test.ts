// Subscriptions over graphql-ws against the real nextland: sessions and refreshes are nextland's, and one case
// follows a real message from nextland's delivery job through its event stream to the subscriber.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collect, liveClient, until } from '../test-support/live-client.js';
import { sessionCookies, startNextland, type TestNextland } from '../test-support/nextland.js';
import type { RecordedCall } from '../test-support/nextland-proxy.js';
import { buildTestApp } from '../test-support/test-app.js';
import { type LiveEvent, MessageEventType } from './events.js';

let nextland: TestNextland;
let app: FastifyInstance;
let url: string;
/** The BFF's call to nextland's event stream, as the proxy recorded it. */
let streamCall: RecordedCall | undefined;
const clients: { close: () => Promise<void> }[] = [];

beforeAll(async () => {
  nextland = await startNextland();
  // This file reads nextland's event stream (other files turn it off), through the recording proxy.
  app = await buildTestApp(nextland, { liveEvents: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `ws://127.0.0.1:${address.port}/graphql`;
  await until(() => app.live.relaying, 10_000);
  streamCall = nextland.callsTo('/nextland-internal/v1/events')[0];
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app.close();
  await nextland.close();
});
beforeEach(() => nextland.reset());

const messageEvents = 'subscription { messageEvents { unreadCount messageId } }';
type MessageEvents = { messageEvents: { unreadCount: number; messageId: string | null } };

function open(options: Parameters<typeof liveClient>[1] = {}) {
  const client = liveClient(url, options);
  clients.push(client);
  return client;
}

let sequence = 0;
function event(userId: string, data: { messageId?: string; unreadCount: number }): LiveEvent {
  sequence += 1;
  const base = { id: `test-${process.pid}-${sequence}`, userId, occurredAt: new Date().toISOString() };
  return data.messageId === undefined
    ? { ...base, type: MessageEventType.read, data: { unreadCount: data.unreadCount } }
    : {
        ...base,
        type: MessageEventType.created,
        data: { messageId: data.messageId, unreadCount: data.unreadCount },
      };
}

describe('Subscription.messageEvents', () => {
  it("delivers the viewer's events and never another user's", async () => {
    const [viewer, other] = await Promise.all([nextland.accounts.register(), nextland.accounts.register()]);
    const { client } = open({ cookies: sessionCookies(viewer) });
    const received = collect<MessageEvents>(client, messageEvents);
    // The subscription starts asynchronously: publish until it is listening, another user's event each time.
    let round = 0;
    await until(() => {
      round += 1;
      void app.live.hub.publish(event(other.user_id, { messageId: `other-${round}`, unreadCount: 9 }));
      void app.live.hub.publish(event(viewer.user_id, { messageId: `mine-${round}`, unreadCount: round }));
      return received.values.length > 0 || received.errors.length > 0;
    });
    expect(received.errors).toEqual([]);
    expect(received.values.length).toBeGreaterThan(0);
    for (const value of received.values) expect(value.messageEvents.messageId).toMatch(/^mine-/);
    const last = received.values.at(-1);
    await app.live.hub.publish(event(viewer.user_id, { unreadCount: 0 }));
    await until(() => received.values.at(-1) !== last);
    expect(received.values.at(-1)).toEqual({ messageEvents: { unreadCount: 0, messageId: null } });
    received.unsubscribe();
  });

  it("delivers a real message: nextland's delivery job, its event stream, the subscriber", async () => {
    expect(app.live.relaying).toBe(true);
    expect(streamCall?.headers.authorization).toMatch(/^Basic /);
    const inviter = await nextland.accounts.register();
    const { invitationCode } = await nextland.accounts.ok<{ invitationCode: string }>(
      'GET',
      '/nextland-customer/api/framework/v1/current/customer/detail',
      { token: inviter.access_token, query: { id: inviter.user_id } },
    );
    const { client } = open({ cookies: sessionCookies(inviter) });
    const received = collect<MessageEvents>(client, messageEvents);
    // Listening once a probe (the welcome message's unread count, unchanged) comes through.
    await until(() => {
      void app.live.hub.publish(event(inviter.user_id, { unreadCount: 1 }));
      return received.values.length > 0 || received.errors.length > 0;
    });
    expect(received.errors).toEqual([]);
    // The invitee's registration sends the inviter a message; register() waits for its delivery job.
    await nextland.accounts.register(invitationCode);
    await until(() => received.values.some((value) => value.messageEvents.messageId !== null), 10_000);
    const created = received.values.find((value) => value.messageEvents.messageId !== null);
    expect(created).toEqual({ messageEvents: { unreadCount: 2, messageId: expect.any(String) } });
    const page = await nextland.accounts.ok<{ records: { id: string; kind: string }[] }>(
      'GET',
      '/nextland-customer/api/framework/v1/customer/msg/page',
      { token: inviter.access_token },
    );
    expect(page.records[0]).toMatchObject({ id: created?.messageEvents.messageId, kind: 'inviteeJoined' });
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
    const user = await nextland.accounts.register();
    await nextland.accounts.ok('POST', '/nextland-customer/api/framework/v1/customer/logout', {
      token: user.access_token,
    });
    const connection = open({ cookies: sessionCookies(user) });
    const received = collect<MessageEvents>(connection.client, messageEvents);
    await until(() => received.errors.length > 0);
    expect(received.errors[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(connection.handshakeCookies().join('\n')).toMatch(/token=;.*Max-Age=0/);
  });

  it('refreshes an expired access token in the handshake and sends the new cookies in the 101 response', async () => {
    const { refresh_token, uid } = sessionCookies(await nextland.accounts.register());
    const connection = open({ cookies: { refresh_token, uid } });
    const received = collect<MessageEvents>(connection.client, messageEvents);
    await until(() => connection.handshakeCookies().length > 0);
    const set = connection.handshakeCookies().join('\n');
    expect(set).toMatch(/token=[^;]+; Max-Age=7200; Path=\/; HttpOnly; SameSite=Lax/);
    expect(set).toMatch(/refresh_token=/);
    expect(nextland.callsTo('/token/refresh')).toHaveLength(1);
    received.unsubscribe();
  });

  it('serves only subscriptions over WebSocket', async () => {
    const { client } = open({ cookies: sessionCookies(await nextland.accounts.register()) });
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
