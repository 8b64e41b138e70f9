// Likes and collects on goods and on works (decision 0025): idempotent, counted in the same transaction
// (exactly once under concurrency), private to their user, 404 for hidden items, and the "by me" filters of
// the lists. The same cases run for each item kind.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CursorPage } from '../../lib/cursor.js';
import { customers } from '../../modules/customer/schema.js';
import { goods } from '../../modules/goods/schema.js';
import { GoodsStatus } from '../../modules/goods/status.js';
import type { ReactionState } from '../../modules/reaction/service.js';
import { createSession } from '../../modules/session/service.js';
import { works } from '../../modules/work/schema.js';
import { call } from '../account-helpers.js';
import { SITE } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';

/** What the cases read of a list record or a detail. */
type Flagged = { id: string; isLiked: boolean | null; isCollected: boolean | null };

/** Each kind's table, routes and list paths. */
const KINDS = {
  goods: {
    table: goods,
    base: `${SITE}/goods`,
    cursorPage: `${SITE}/homepage/goods/cursor-page`,
    /** The list the flags case reads: the spec's numbered page for goods. */
    flagsPage: `${SITE}/homepage/goods/page?size=100&sort=price_asc`,
  },
  opus: {
    table: works,
    base: `${SITE}/opus`,
    cursorPage: `${SITE}/homepage/opus/cursor-page`,
    flagsPage: `${SITE}/homepage/opus/cursor-page?size=100&sort=price_asc`,
  },
} as const;

export type ReactionKind = keyof typeof KINDS;

/** A fresh customer with a live session, straight in the database (registration is tested elsewhere). */
async function newUser(use: UseApi): Promise<{ id: number; token: string }> {
  const { db } = use();
  const code = randomUUID().replaceAll('-', '').slice(0, 16);
  const [row] = await db
    .insert(customers)
    .values({ nickname: `liker-${code.slice(0, 6)}`, invitationCode: code })
    .returning({ id: customers.id });
  const id = row?.id ?? 0;
  return { id, token: (await createSession(db, id)).access_token };
}

export function reactionCases(use: UseApi, kind: ReactionKind): void {
  const { table, base, cursorPage, flagsPage } = KINDS[kind];

  async function itemIds(status: number, n: number): Promise<number[]> {
    const rows = await use()
      .db.select({ id: table.id })
      .from(table)
      .where(eq(table.status, status))
      .orderBy(table.id)
      .limit(n);
    return rows.map((row) => row.id);
  }

  async function counts(id: number) {
    const [row] = await use()
      .db.select({ like: table.likeCount, collect: table.collectCount })
      .from(table)
      .where(eq(table.id, id));
    return row;
  }

  async function setStatus(id: number, status: number) {
    await use().db.update(table).set({ status }).where(eq(table.id, id));
  }

  function react(verb: string, id: number | string, token?: string) {
    return call<ReactionState>(use().app, 'POST', `${base}/${verb}/${id}`, undefined, token ? { token } : {});
  }

  async function walkMine(filter: string, token: string, size = 2): Promise<string[]> {
    const ids: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 50; guard++) {
      const query: string = `${filter}=true&size=${size}&isAuthUserLike=true&isAuthUserCollect=true${after ? `&after=${encodeURIComponent(after)}` : ''}`;
      const reply = await call<CursorPage<Flagged>>(use().app, 'GET', `${cursorPage}?${query}`, undefined, {
        token,
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      ids.push(...reply.body.data.records.map((record) => record.id));
      after = reply.body.data.nextCursor;
      if (!after) break;
    }
    return ids;
  }

  it('like twice is one like; unlike twice is none; counts and flags come back', async () => {
    const [id = 0] = await itemIds(GoodsStatus.ON_SALE, 1);
    const user = await newUser(use);
    const before = await counts(id);
    const first = await react('like', id, user.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      id: String(id),
      likeCount: (before?.like ?? 0) + 1,
      collectCount: before?.collect,
      isLiked: true,
      isCollected: false,
    });
    const again = await react('like', id, user.token);
    expect(again.body.data.likeCount).toBe(first.body.data.likeCount);
    const collected = await react('collect', id, user.token);
    expect(collected.body.data).toMatchObject({ isLiked: true, isCollected: true });
    expect(collected.body.data.collectCount).toBe((before?.collect ?? 0) + 1);
    const unliked = await react('unlike', id, user.token);
    expect(unliked.body.data).toMatchObject({ likeCount: before?.like, isLiked: false, isCollected: true });
    expect((await react('unlike', id, user.token)).body.data.likeCount).toBe(before?.like);
    await react('uncollect', id, user.token);
    await react('uncollect', id, user.token);
    expect(await counts(id)).toEqual(before);
  });

  it('50 users liking one item at once give exactly 50; the same user three times at once gives one', async () => {
    const [id = 0] = await itemIds(GoodsStatus.ON_SALE, 2).then((ids) => ids.slice(1));
    const before = await counts(id);
    const users = await Promise.all(Array.from({ length: 50 }, () => newUser(use)));
    const replies = await Promise.all(users.map((user) => react('like', id, user.token)));
    expect(replies.map((reply) => reply.body.code)).toEqual(replies.map(() => 200));
    expect((await counts(id))?.like).toBe((before?.like ?? 0) + 50);
    const [someone] = users;
    const twice = await Promise.all([1, 2, 3].map(() => react('collect', id, someone?.token)));
    expect(twice.map((reply) => reply.body.code)).toEqual([200, 200, 200]);
    expect((await counts(id))?.collect).toBe((before?.collect ?? 0) + 1);
    await Promise.all(users.map((user) => react('unlike', id, user.token)));
    await react('uncollect', id, someone?.token);
    expect(await counts(id)).toEqual(before);
  });

  it('anonymous is 506, unknown or hidden items 404, a malformed id 404', async () => {
    const [id = 0] = await itemIds(GoodsStatus.ON_SALE, 1);
    const anonymous = await react('like', id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(506);
    const user = await newUser(use);
    expect((await react('like', 999_999_999, user.token)).body.code).toBe(404);
    expect((await react('collect', 'abc', user.token)).body.code).toBe(404);
    expect((await react('unlike', 999_999_999, user.token)).body.code).toBe(404);
    const [draft] = await itemIds(GoodsStatus.DRAFT, 1);
    if (draft !== undefined) {
      expect((await react('like', draft, user.token)).body.code).toBe(404);
      expect((await react('uncollect', draft, user.token)).body.code).toBe(404);
    }
  });

  it('an item taken off sale: liking it is 404, taking a like back still works and moves the count', async () => {
    const [id = 0] = await itemIds(GoodsStatus.ON_SALE, 3).then((ids) => ids.slice(2));
    const user = await newUser(use);
    const stranger = await newUser(use);
    const before = await counts(id);
    await react('like', id, user.token);
    await setStatus(id, GoodsStatus.OFF_SALE);
    try {
      expect((await react('like', id, stranger.token)).body.code).toBe(404);
      expect((await react('collect', id, user.token)).body.code).toBe(404);
      // The stranger never reacted: nothing of this hidden item is theirs to see.
      expect((await react('unlike', id, stranger.token)).body.code).toBe(404);
      const states = await call<ReactionState[]>(use().app, 'GET', `${base}/reactions?ids=${id}`, undefined, {
        token: user.token,
      });
      expect(states.body.data).toEqual([]);
      const taken = await react('unlike', id, user.token);
      expect(taken.body).toMatchObject({ code: 200, data: { isLiked: false, likeCount: before?.like } });
    } finally {
      await setStatus(id, GoodsStatus.ON_SALE);
    }
    expect(await counts(id)).toEqual(before);
  });

  it("flags on list and detail are the caller's own; anonymous gets null", async () => {
    const page = `${flagsPage}&isAuthUserLike=true&isAuthUserCollect=true`;
    const shown = await call<{ records: Flagged[] }>(use().app, 'GET', page);
    const [liked = 0, collected = 0] = shown.body.data.records.slice(-2).map((record) => Number(record.id));
    const alice = await newUser(use);
    const bob = await newUser(use);
    await react('like', liked, alice.token);
    await react('collect', collected, alice.token);
    const mine = await call<{ records: Flagged[] }>(use().app, 'GET', page, undefined, {
      token: alice.token,
    });
    const flags = new Map(mine.body.data.records.map((r) => [r.id, [r.isLiked, r.isCollected]]));
    expect(flags.get(String(liked))).toEqual([true, false]);
    expect(flags.get(String(collected))).toEqual([false, true]);
    const theirs = await call<{ records: Flagged[] }>(use().app, 'GET', page, undefined, {
      token: bob.token,
    });
    for (const record of theirs.body.data.records)
      expect([record.isLiked, record.isCollected]).toEqual([false, false]);
    const anon = await call<{ records: Flagged[] }>(use().app, 'GET', page);
    for (const record of anon.body.data.records) expect(record.isLiked).toBeNull();
    const detail = await call<Flagged>(use().app, 'GET', `${base}/detail/${liked}`, undefined, {
      token: alice.token,
    });
    expect([detail.body.data.isLiked, detail.body.data.isCollected]).toEqual([true, false]);
    const batch = await call<ReactionState[]>(
      use().app,
      'GET',
      `${base}/reactions?ids=${collected},999999999,${liked}`,
      undefined,
      { token: alice.token },
    );
    expect(batch.body.data.map((r) => [r.id, r.isLiked, r.isCollected])).toEqual([
      [String(collected), false, true],
      [String(liked), true, false],
    ]);
    expect((await call(use().app, 'GET', `${base}/reactions?ids=${liked}`)).body.code).toBe(506);
    const anonDetail = await call<Flagged>(use().app, 'GET', `${base}/detail/${liked}`);
    expect(anonDetail.body.data.isLiked).toBeNull();
    await react('unlike', liked, alice.token);
    await react('uncollect', collected, alice.token);
  });

  it('liked by me / collected by me: exactly mine, newest first, by cursor; anonymous is 506', async () => {
    const ids = (await itemIds(GoodsStatus.ON_SALE, 8)).slice(2);
    const alice = await newUser(use);
    const bob = await newUser(use);
    for (const id of ids) await react('like', id, alice.token);
    for (const id of ids.slice(0, 3)) await react('collect', id, alice.token);
    await react('like', ids[0] ?? 0, bob.token);
    await react('unlike', ids[1] ?? 0, alice.token);
    const expectedLikes = ids
      .filter((id) => id !== ids[1])
      .reverse()
      .map(String);
    expect(await walkMine('likedByMe', alice.token)).toEqual(expectedLikes);
    expect(await walkMine('collectedByMe', alice.token)).toEqual(ids.slice(0, 3).reverse().map(String));
    expect(await walkMine('likedByMe', bob.token)).toEqual([String(ids[0])]);
    // Both: liked and collected.
    expect(await walkMine('likedByMe=true&collectedByMe', alice.token)).toEqual([ids[2], ids[0]].map(String));
    const total = await call<CursorPage<Flagged>>(
      use().app,
      'GET',
      `${cursorPage}?likedByMe=true&size=2`,
      undefined,
      { token: alice.token },
    );
    expect(total.body.data).toMatchObject({
      total: expectedLikes.length,
      totalRelation: 'EXACT',
      hasNext: true,
    });
    const anonymous = await call(use().app, 'GET', `${cursorPage}?likedByMe=true`);
    expect(anonymous.body.code).toBe(506);
    // A catalogue cursor on a "by me" list (and the reverse) is a 400 on `after`.
    const catalogue = await call<CursorPage<Flagged>>(use().app, 'GET', `${cursorPage}?size=1`);
    const mixed = await call(
      use().app,
      'GET',
      `${cursorPage}?likedByMe=true&after=${catalogue.body.data.nextCursor}`,
      undefined,
      { token: alice.token },
    );
    expect(mixed.body).toMatchObject({ code: 400, data: { fields: [{ field: 'after' }] } });
    const reversed = await call(
      use().app,
      'GET',
      `${cursorPage}?after=${total.body.data.nextCursor}`,
      undefined,
      { token: alice.token },
    );
    expect(reversed.body).toMatchObject({ code: 400, data: { fields: [{ field: 'after' }] } });
    await Promise.all(ids.map((id) => react('unlike', id, alice.token)));
    await Promise.all(ids.map((id) => react('uncollect', id, alice.token)));
    await react('unlike', ids[0] ?? 0, bob.token);
    const rows = await use()
      .db.select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), eq(table.likeCount, -1)));
    expect(rows).toEqual([]);
  });

  if (kind === 'goods') {
    it('the numbered goods page filters by collects too', async () => {
      const ids = (await itemIds(GoodsStatus.ON_SALE, 12)).slice(9);
      const alice = await newUser(use);
      for (const id of ids) await react('collect', id, alice.token);
      const numbered = await call<{ records: Flagged[] }>(
        use().app,
        'GET',
        `${SITE}/homepage/goods/page?collectedByMe=true&size=10`,
        undefined,
        { token: alice.token },
      );
      expect(numbered.body.data.records.map((r) => r.id)).toEqual(ids.slice().reverse().map(String));
      await Promise.all(ids.map((id) => react('uncollect', id, alice.token)));
    });
  }
}
