import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../test-support/account-fixtures.js';
import { type FakeNextland, startFakeNextland } from '../../test-support/fake-nextland.js';
import { sessionCookies } from '../../test-support/sessions.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let fake: FakeNextland;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startFakeNextland();
  app = await buildTestApp(fake);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const markRead =
  'mutation M($id: ID!) { markMessageRead(id: $id) { updated unreadCount userErrors { code } } }';

describe('messages', () => {
  it('pages messages with the total unread count, fetched only when selected', async () => {
    const cookies = sessionCookies(fake, users.verified);
    const reply = await postGraphql(
      app,
      '{ messages(page: { size: 1 }) { records { id kind title read } pageInfo { total hasNext } unreadCount } }',
      { cookies },
    );
    expect(reply.body.data?.messages).toEqual({
      records: [{ id: '701', kind: 'WELCOME', title: 'Message 701', read: false }],
      pageInfo: { total: 2, hasNext: true },
      unreadCount: 1,
    });
    fake.calls.length = 0;
    await postGraphql(app, '{ messages { records { id } } }', { cookies });
    expect(fake.callsTo('/unread/count')).toHaveLength(0);
  });

  it('marks one message read, counting the change', async () => {
    const cookies = sessionCookies(fake, users.verified);
    const first = await postGraphql(app, markRead, { variables: { id: '701' }, cookies });
    expect(first.body.data?.markMessageRead).toEqual({ updated: 1, unreadCount: 0, userErrors: [] });
    const again = await postGraphql(app, markRead, { variables: { id: '701' }, cookies });
    expect(again.body.data?.markMessageRead).toEqual({ updated: 0, unreadCount: 0, userErrors: [] });
  });

  it("answers NOT_FOUND for another user's message", async () => {
    const reply = await postGraphql(app, markRead, {
      variables: { id: '701' },
      cookies: sessionCookies(fake, users.official),
    });
    expect(reply.body.data?.markMessageRead).toEqual({
      updated: 0,
      unreadCount: 0,
      userErrors: [{ code: 'NOT_FOUND' }],
    });
  });

  it('marks all read', async () => {
    const reply = await postGraphql(
      app,
      'mutation { markAllMessagesRead { updated unreadCount userErrors { code } } }',
      {
        cookies: sessionCookies(fake, users.verified),
      },
    );
    expect(reply.body.data?.markAllMessagesRead).toEqual({ updated: 1, unreadCount: 0, userErrors: [] });
  });
});
