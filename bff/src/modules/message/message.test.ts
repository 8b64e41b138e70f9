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
const page = `query P($first: Int, $after: String) {
  messagesConnection(first: $first, after: $after) {
    edges { cursor node { id kind title read } }
    pageInfo { hasNextPage endCursor }
    totalCount { value relation }
    unreadCount
  }
}`;

type Connection = {
  edges: { cursor: string; node: { id: string; kind: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

/** The first message's id in a `page` reply. */
function firstId(reply: { body: { data?: Record<string, unknown> | null } }): string {
  return (reply.body.data!.messagesConnection as Connection).edges[0]?.node.id ?? 'missing';
}

/** A verified user has two unread messages: the welcome and, newest, the real-name approval. */
async function verifiedUserCookies() {
  return sessionCookies(await fake.accounts.verified());
}

describe('messages', () => {
  it('lists messages as a connection with the total unread count, fetched only when selected', async () => {
    const cookies = await verifiedUserCookies();
    const reply = await postGraphql(app, page, {
      variables: { first: 1 },
      cookies,
      headers: { 'x-locale': 'en' },
    });
    expect(reply.body.data?.messagesConnection).toEqual({
      edges: [
        {
          cursor: expect.any(String),
          node: { id: expect.any(String), kind: 'REVIEW_APPROVED', title: expect.any(String), read: false },
        },
      ],
      pageInfo: { hasNextPage: true, endCursor: expect.any(String) },
      totalCount: { value: 2, relation: 'EXACT' },
      unreadCount: 2,
    });
    expect(fake.callsTo('/msg/cursor-page')[0]?.query).toMatchObject({ size: '1' });
    fake.calls.length = 0;
    await postGraphql(app, '{ messagesConnection { edges { node { id } } } }', { cookies });
    expect(fake.callsTo('/unread/count')).toHaveLength(0);
  });

  it('continues after endCursor to the oldest message, then says there is no next page', async () => {
    const cookies = await verifiedUserCookies();
    const first = await postGraphql(app, page, { variables: { first: 1 }, cookies });
    const { endCursor } = (first.body.data!.messagesConnection as Connection).pageInfo;
    const next = await postGraphql(app, page, { variables: { first: 1, after: endCursor }, cookies });
    const connection = next.body.data!.messagesConnection as Connection;
    expect(connection.edges.map((edge) => edge.node.kind)).toEqual(['WELCOME']);
    expect(connection.pageInfo.hasNextPage).toBe(false);
    expect(fake.callsTo('/msg/cursor-page')[1]?.query).toMatchObject({ size: '1', after: endCursor });
  });

  it("answers nextland's 400 on a cursor of another list as BAD_USER_INPUT on `after`", async () => {
    const inviter = await fake.accounts.verified();
    // An invitees cursor (the list's name is in it) and something that is no cursor at all.
    const inviteesCursor = Buffer.from(
      JSON.stringify({ l: 'invitees', k: '2026-01-01T00:00:00.000Z', i: 1 }),
    ).toString('base64url');
    for (const after of ['not a cursor', inviteesCursor]) {
      const reply = await postGraphql(app, page, {
        variables: { after },
        cookies: sessionCookies(inviter),
        headers: { 'x-locale': 'en' },
      });
      expect(reply.body.errors?.[0]?.extensions, after).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'after' }],
      });
    }
  });

  it('marks one message read, counting the change', async () => {
    const cookies = await verifiedUserCookies();
    const id = firstId(await postGraphql(app, page, { variables: { first: 1 }, cookies }));
    const first = await postGraphql(app, markRead, { variables: { id }, cookies });
    expect(first.body.data?.markMessageRead).toEqual({ updated: 1, unreadCount: 1, userErrors: [] });
    const again = await postGraphql(app, markRead, { variables: { id }, cookies });
    expect(again.body.data?.markMessageRead).toEqual({ updated: 0, unreadCount: 1, userErrors: [] });
  });

  it("answers NOT_FOUND for another user's message", async () => {
    const id = firstId(
      await postGraphql(app, page, { variables: { first: 1 }, cookies: await verifiedUserCookies() }),
    );
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
