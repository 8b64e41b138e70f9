// Likes and collects of works through the BFF, on the real nextland (decision 0025): explicit states, the batch
// of flags, the user's flags on the list and the detail, and the "by me" filters of worksConnection.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

const SITE = '/nextland-site/api/framework/v1/site';
const setReaction = `mutation S($id: ID!, $reaction: GoodsReaction!, $active: Boolean!) {
  setWorkReaction(workId: $id, reaction: $reaction, active: $active) {
    state { id likeCount collectCount isLiked isCollected }
    userErrors { field code message }
  }
}`;
const states = `query R($ids: [ID!]!) { workReactionStates(ids: $ids) { id isLiked isCollected likeCount } }`;
const mine = `query M($filter: WorkFilter) {
  worksConnection(filter: $filter, first: 5, withUserFlags: true) {
    edges { node { id isLiked isCollected } }
    totalCount { value }
  }
}`;
const detail = `query D($id: ID!) { work(id: $id) { id isLiked isCollected likeCount collectCount } }`;

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

async function someWorkIds(n: number): Promise<string[]> {
  const reply = await postGraphql(app, `{ worksConnection(first: ${n}) { edges { node { id } } } }`);
  const connection = reply.body.data?.worksConnection as { edges: { node: { id: string } }[] };
  return connection.edges.map((edge) => edge.node.id);
}

describe('likes and collects of works', () => {
  it('sets a like and a collect with explicit state (a repeat is one like), answering counts and flags', async () => {
    const cookies = sessionCookies(await fake.accounts.register());
    const [id = ''] = await someWorkIds(1);
    fake.reset();
    const like = () =>
      postGraphql(app, setReaction, { variables: { id, reaction: 'LIKE', active: true }, cookies });
    const first = await like();
    expect(first.body.errors).toBeUndefined();
    const state = (first.body.data?.setWorkReaction as { state: { likeCount: number } } | undefined)?.state;
    expect(state).toMatchObject({ id, isLiked: true, isCollected: false });
    const again = await like();
    expect(again.body.data?.setWorkReaction).toMatchObject({
      state: { likeCount: state?.likeCount },
      userErrors: [],
    });
    await postGraphql(app, setReaction, { variables: { id, reaction: 'COLLECT', active: true }, cookies });
    const flags = await postGraphql(app, states, { variables: { ids: [id] }, cookies });
    expect(flags.body.data?.workReactionStates).toEqual([
      { id, isLiked: true, isCollected: true, likeCount: state?.likeCount },
    ]);
    const shown = await postGraphql(app, detail, { variables: { id }, cookies });
    expect(shown.body.data?.work).toMatchObject({ id, isLiked: true, isCollected: true });
    const anonymous = await postGraphql(app, detail, { variables: { id } });
    expect(anonymous.body.data?.work).toMatchObject({ id, isLiked: null, isCollected: null });
    // The REST calls: the explicit-state routes under …/opus, one batch call for the flags.
    expect(fake.calls.slice(0, 4).map((call) => call.path.replace(`${SITE}/`, ''))).toEqual([
      `opus/like/${id}`,
      `opus/like/${id}`,
      `opus/collect/${id}`,
      'opus/reactions',
    ]);
  });

  it('filters the connection to the user’s likes and collects; anonymous is UNAUTHENTICATED', async () => {
    const cookies = sessionCookies(await fake.accounts.register());
    const ids = await someWorkIds(3);
    for (const id of ids.slice(0, 2)) {
      await postGraphql(app, setReaction, { variables: { id, reaction: 'LIKE', active: true }, cookies });
    }
    await postGraphql(app, setReaction, {
      variables: { id: ids[2], reaction: 'COLLECT', active: true },
      cookies,
    });
    const liked = await postGraphql(app, mine, { variables: { filter: { likedByMe: true } }, cookies });
    expect(liked.body.data?.worksConnection).toEqual({
      edges: ids
        .slice(0, 2)
        .reverse()
        .map((id) => ({ node: { id, isLiked: true, isCollected: false } })),
      totalCount: { value: 2 },
    });
    const collected = await postGraphql(app, mine, {
      variables: { filter: { collectedByMe: true } },
      cookies,
    });
    expect(collected.body.data?.worksConnection).toMatchObject({
      edges: [{ node: { id: ids[2], isCollected: true } }],
    });
    const anonymous = await postGraphql(app, mine, { variables: { filter: { likedByMe: true } } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const anonymousSet = await postGraphql(app, setReaction, {
      variables: { id: ids[0], reaction: 'LIKE', active: true },
    });
    expect(anonymousSet.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('unknown works are a NOT_FOUND user error; no ids ask nextland nothing', async () => {
    const cookies = sessionCookies(await fake.accounts.register());
    const reply = await postGraphql(app, setReaction, {
      variables: { id: '999999999', reaction: 'COLLECT', active: true },
      cookies,
    });
    expect(reply.body.data?.setWorkReaction).toMatchObject({
      state: null,
      userErrors: [{ code: 'NOT_FOUND' }],
    });
    fake.reset();
    const none = await postGraphql(app, states, { variables: { ids: [] }, cookies });
    expect(none.body.data?.workReactionStates).toEqual([]);
    expect(fake.calls).toEqual([]);
  });
});
