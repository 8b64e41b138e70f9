import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let fake: TestNextland;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startNextland();
  app = await buildTestApp(fake);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const markRead =
  'mutation M($id: ID!) { markMessageRead(id: $id) { updated unreadCount userErrors { code } } }';
const page =
  '{ messages(page: { size: 1 }) { records { id kind title read } pageInfo { total hasNext } unreadCount } }';

/** A verified user has two unread messages: the welcome and, newest, the real-name approval. */
async function verifiedUserCookies() {
  return sessionCookies(await fake.accounts.verified());
}

describe('messages', () => {
  it('pages messages with the total unread count, fetched only when selected', async () => {
    const cookies = await verifiedUserCookies();
    const reply = await postGraphql(app, page, { cookies, headers: { 'x-locale': 'en' } });
    expect(reply.body.data?.messages).toEqual({
      records: [{ id: expect.any(String), kind: 'REVIEW_APPROVED', title: expect.any(String), read: false }],
      pageInfo: { total: 2, hasNext: true },
      unreadCount: 2,
    });
    fake.calls.length = 0;
    await postGraphql(app, '{ messages { records { id } } }', { cookies });
    expect(fake.callsTo('/unread/count')).toHaveLength(0);
  });

  it('marks one message read, counting the change', async () => {
    const cookies = await verifiedUserCookies();
    const listed = await postGraphql(app, page, { cookies });
    const { id } = (listed.body.data!.messages as { records: { id: string }[] }).records[0]!;
    const first = await postGraphql(app, markRead, { variables: { id }, cookies });
    expect(first.body.data?.markMessageRead).toEqual({ updated: 1, unreadCount: 1, userErrors: [] });
    const again = await postGraphql(app, markRead, { variables: { id }, cookies });
    expect(again.body.data?.markMessageRead).toEqual({ updated: 0, unreadCount: 1, userErrors: [] });
  });

  it("answers NOT_FOUND for another user's message", async () => {
    const listed = await postGraphql(app, page, { cookies: await verifiedUserCookies() });
    const { id } = (listed.body.data!.messages as { records: { id: string }[] }).records[0]!;
    const reply = await postGraphql(app, markRead, {
      variables: { id },
      cookies: sessionCookies(await fake.accounts.register()),
    });
    expect(reply.body.data?.markMessageRead).toEqual({
      updated: 0,
      unreadCount: 1,
      userErrors: [{ code: 'NOT_FOUND' }],
    });
  });

  it('marks all read', async () => {
    const reply = await postGraphql(
      app,
      'mutation { markAllMessagesRead { updated unreadCount userErrors { code } } }',
      { cookies: await verifiedUserCookies() },
    );
    expect(reply.body.data?.markAllMessagesRead).toEqual({ updated: 2, unreadCount: 0, userErrors: [] });
  });
});
