// Likes and collects: idempotent, counted in the same transaction (exactly once under concurrency), private
// to their user, and the "by me" filters of the list.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CursorPage } from '../../lib/cursor.js';
import { customers } from '../../modules/customer/schema.js';
import type { GoodsDetail, GoodsSummary } from '../../modules/goods/dto.js';
import { goods } from '../../modules/goods/schema.js';
import { GoodsStatus } from '../../modules/goods/status.js';
import type { ReactionState } from '../../modules/reaction/service.js';
import { createSession } from '../../modules/session/service.js';
import { call } from '../account-helpers.js';
import { SITE } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';

const GOODS = `${SITE}/goods`;
const CURSOR_PAGE = `${SITE}/homepage/goods/cursor-page`;
const NUMBERED_PAGE = `${SITE}/homepage/goods/page`;

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

async function goodsIds(use: UseApi, status: number, n: number): Promise<number[]> {
  const rows = await use()
    .db.select({ id: goods.id })
    .from(goods)
    .where(eq(goods.status, status))
    .orderBy(goods.id)
    .limit(n);
  return rows.map((row) => row.id);
}

async function counts(use: UseApi, id: number) {
  const [row] = await use()
    .db.select({ like: goods.likeCount, collect: goods.collectCount })
    .from(goods)
    .where(eq(goods.id, id));
  return row;
}

function react(use: UseApi, verb: string, id: number | string, token?: string) {
  return call<ReactionState>(use().app, 'POST', `${GOODS}/${verb}/${id}`, undefined, token ? { token } : {});
}

async function walkMine(use: UseApi, filter: string, token: string, size = 2): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 50; guard++) {
    const query: string = `${filter}=true&size=${size}&isAuthUserLike=true&isAuthUserCollect=true${after ? `&after=${encodeURIComponent(after)}` : ''}`;
    const reply = await call<CursorPage<GoodsSummary>>(
      use().app,
      'GET',
      `${CURSOR_PAGE}?${query}`,
      undefined,
      {
        token,
      },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    ids.push(...reply.body.data.records.map((record) => record.id));
    after = reply.body.data.nextCursor;
    if (!after) break;
  }
  return ids;
}

export function reactionCases(use: UseApi): void {
  it('like twice is one like; unlike twice is none; counts and flags come back', async () => {
    const [id = 0] = await goodsIds(use, GoodsStatus.ON_SALE, 1);
    const user = await newUser(use);
    const before = await counts(use, id);
    const first = await react(use, 'like', id, user.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      id: String(id),
      likeCount: (before?.like ?? 0) + 1,
      collectCount: before?.collect,
      isLiked: true,
      isCollected: false,
    });
    const again = await react(use, 'like', id, user.token);
    expect(again.body.data.likeCount).toBe(first.body.data.likeCount);
    const collected = await react(use, 'collect', id, user.token);
    expect(collected.body.data).toMatchObject({ isLiked: true, isCollected: true });
    expect(collected.body.data.collectCount).toBe((before?.collect ?? 0) + 1);
    const unliked = await react(use, 'unlike', id, user.token);
    expect(unliked.body.data).toMatchObject({ likeCount: before?.like, isLiked: false, isCollected: true });
    expect((await react(use, 'unlike', id, user.token)).body.data.likeCount).toBe(before?.like);
    await react(use, 'uncollect', id, user.token);
    await react(use, 'uncollect', id, user.token);
    expect(await counts(use, id)).toEqual(before);
  });

  it('50 users liking one goods at once give exactly 50; the same user twice at once gives one', async () => {
    const [id = 0] = await goodsIds(use, GoodsStatus.ON_SALE, 2).then((ids) => ids.slice(1));
    const before = await counts(use, id);
    const users = await Promise.all(Array.from({ length: 50 }, () => newUser(use)));
    const replies = await Promise.all(users.map((user) => react(use, 'like', id, user.token)));
    expect(replies.map((reply) => reply.body.code)).toEqual(replies.map(() => 200));
    expect((await counts(use, id))?.like).toBe((before?.like ?? 0) + 50);
    const [someone] = users;
    const twice = await Promise.all([1, 2, 3].map(() => react(use, 'collect', id, someone?.token)));
    expect(twice.map((reply) => reply.body.code)).toEqual([200, 200, 200]);
    expect((await counts(use, id))?.collect).toBe((before?.collect ?? 0) + 1);
    await Promise.all(users.map((user) => react(use, 'unlike', id, user.token)));
    await react(use, 'uncollect', id, someone?.token);
    expect(await counts(use, id)).toEqual(before);
  });

  it('anonymous is 506, unknown or hidden goods 404, a malformed id 404', async () => {
    const [id = 0] = await goodsIds(use, GoodsStatus.ON_SALE, 1);
    const anonymous = await react(use, 'like', id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(506);
    const user = await newUser(use);
    expect((await react(use, 'like', 999_999_999, user.token)).body.code).toBe(404);
    expect((await react(use, 'collect', 'abc', user.token)).body.code).toBe(404);
    expect((await react(use, 'unlike', 999_999_999, user.token)).body.code).toBe(404);
    const [draft] = await goodsIds(use, GoodsStatus.DRAFT, 1);
    if (draft !== undefined) {
      expect((await react(use, 'like', draft, user.token)).body.code).toBe(404);
      expect((await react(use, 'uncollect', draft, user.token)).body.code).toBe(404);
    }
  });

  it("flags on list and detail are the caller's own; anonymous gets null", async () => {
    const page = `${NUMBERED_PAGE}?size=100&sort=price_asc&isAuthUserLike=true&isAuthUserCollect=true`;
    const shown = await call<{ records: GoodsSummary[] }>(use().app, 'GET', page);
    const [liked = 0, collected = 0] = shown.body.data.records.slice(-2).map((record) => Number(record.id));
    const alice = await newUser(use);
    const bob = await newUser(use);
    await react(use, 'like', liked, alice.token);
    await react(use, 'collect', collected, alice.token);
    const mine = await call<{ records: GoodsSummary[] }>(use().app, 'GET', page, undefined, {
      token: alice.token,
    });
    const flags = new Map(mine.body.data.records.map((r) => [r.id, [r.isLiked, r.isCollected]]));
    expect(flags.get(String(liked))).toEqual([true, false]);
    expect(flags.get(String(collected))).toEqual([false, true]);
    const theirs = await call<{ records: GoodsSummary[] }>(use().app, 'GET', page, undefined, {
      token: bob.token,
    });
    for (const record of theirs.body.data.records)
      expect([record.isLiked, record.isCollected]).toEqual([false, false]);
    const anon = await call<{ records: GoodsSummary[] }>(use().app, 'GET', page);
    for (const record of anon.body.data.records) expect(record.isLiked).toBeNull();
    const detail = await call<GoodsDetail>(use().app, 'GET', `${GOODS}/detail/${liked}`, undefined, {
      token: alice.token,
    });
    expect([detail.body.data.isLiked, detail.body.data.isCollected]).toEqual([true, false]);
    const batch = await call<ReactionState[]>(
      use().app,
      'GET',
      `${GOODS}/reactions?ids=${collected},999999999,${liked}`,
      undefined,
      { token: alice.token },
    );
    expect(batch.body.data.map((r) => [r.id, r.isLiked, r.isCollected])).toEqual([
      [String(collected), false, true],
      [String(liked), true, false],
    ]);
    expect((await call(use().app, 'GET', `${GOODS}/reactions?ids=${liked}`)).body.code).toBe(506);
    const anonDetail = await call<GoodsDetail>(use().app, 'GET', `${GOODS}/detail/${liked}`);
    expect(anonDetail.body.data.isLiked).toBeNull();
  });

  it('liked by me / collected by me: exactly mine, newest first, by cursor; anonymous is 506', async () => {
    const ids = (await goodsIds(use, GoodsStatus.ON_SALE, 8)).slice(2);
    const alice = await newUser(use);
    const bob = await newUser(use);
    for (const id of ids) await react(use, 'like', id, alice.token);
    for (const id of ids.slice(0, 3)) await react(use, 'collect', id, alice.token);
    await react(use, 'like', ids[0] ?? 0, bob.token);
    await react(use, 'unlike', ids[1] ?? 0, alice.token);
    const expectedLikes = ids
      .filter((id) => id !== ids[1])
      .reverse()
      .map(String);
    expect(await walkMine(use, 'likedByMe', alice.token)).toEqual(expectedLikes);
    expect(await walkMine(use, 'collectedByMe', alice.token)).toEqual(ids.slice(0, 3).reverse().map(String));
    expect(await walkMine(use, 'likedByMe', bob.token)).toEqual([String(ids[0])]);
    // Both: liked and collected.
    expect(await walkMine(use, 'likedByMe=true&collectedByMe', alice.token)).toEqual(
      [ids[2], ids[0]].map(String),
    );
    const total = await call<CursorPage<GoodsSummary>>(
      use().app,
      'GET',
      `${CURSOR_PAGE}?likedByMe=true&size=2`,
      undefined,
      { token: alice.token },
    );
    expect(total.body.data).toMatchObject({
      total: expectedLikes.length,
      totalRelation: 'EXACT',
      hasNext: true,
    });
    const numbered = await call<{ records: GoodsSummary[] }>(
      use().app,
      'GET',
      `${NUMBERED_PAGE}?collectedByMe=true&size=10`,
      undefined,
      { token: alice.token },
    );
    expect(numbered.body.data.records.map((r) => r.id)).toEqual(ids.slice(0, 3).reverse().map(String));
    const anonymous = await call(use().app, 'GET', `${CURSOR_PAGE}?likedByMe=true`);
    expect(anonymous.body.code).toBe(506);
    // A catalogue cursor on a "by me" list (and the reverse) is a 400 on `after`.
    const catalogue = await call<CursorPage<GoodsSummary>>(use().app, 'GET', `${CURSOR_PAGE}?size=1`);
    const mixed = await call(
      use().app,
      'GET',
      `${CURSOR_PAGE}?likedByMe=true&after=${catalogue.body.data.nextCursor}`,
      undefined,
      { token: alice.token },
    );
    expect(mixed.body).toMatchObject({ code: 400, data: { fields: [{ field: 'after' }] } });
    await Promise.all(ids.map((id) => react(use, 'unlike', id, alice.token)));
    await Promise.all(ids.map((id) => react(use, 'uncollect', id, alice.token)));
    await react(use, 'unlike', ids[0] ?? 0, bob.token);
    const rows = await use()
      .db.select({ id: goods.id })
      .from(goods)
      .where(and(inArray(goods.id, ids), eq(goods.likeCount, -1)));
    expect(rows).toEqual([]);
  });
}
