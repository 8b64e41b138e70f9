// The per-user lists and the review queue by cursor (lib/keyset.ts): the same rows in the same order as the
// numbered spec routes, a 400 on `after` for anything that is not this list's cursor, and only the caller's rows.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { CursorPage } from '../../lib/cursor.js';
import { countUpTo } from '../../lib/keyset.js';
import { customers } from '../../modules/customer/schema.js';
import { messages } from '../../modules/message/schema.js';
import { verifications } from '../../modules/verification/schema.js';
import { ReviewStatus } from '../../modules/verification/status.js';
import { C, call, loginAs, registerNew } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import { officialToken, REVIEW } from '../verification-helpers.js';
import { demoId } from './login-cases.js';

type Row = { id: string; cursor?: string };
type Fields = { fields: { field: string; message: string }[] };

const LISTS = {
  messages: `${C}/msg`,
  invitees: `${C}/invitees`,
  express: `${C}/express`,
  review: REVIEW,
} as const;

async function cursorPage(app: FastifyInstance, token: string, url: string): Promise<CursorPage<Row>> {
  const reply = await call<CursorPage<Row>>(app, 'GET', url, undefined, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

/** Follows nextCursor from the first page to the last; every record, in order, and the pages read. */
async function walk(app: FastifyInstance, token: string, base: string, query: string) {
  const records: Row[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page: CursorPage<Row> = await cursorPage(
      app,
      token,
      `${base}/cursor-page?${query}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
    );
    expect(page.hasNext).toBe(page.nextCursor !== null);
    if (page.hasNext) expect(page.records.at(-1)?.cursor).toBe(page.nextCursor);
    records.push(...page.records);
    pages += 1;
    after = page.nextCursor;
  } while (after && pages < 100);
  return { records, pages };
}

/** Every record of the numbered spec route, 100 at a time. */
async function numbered(app: FastifyInstance, token: string, base: string, query: string) {
  const records: Row[] = [];
  for (let current = 1; current < 100; current++) {
    const reply = await call<{ records: Row[]; pages: number; total: number }>(
      app,
      'GET',
      `${base}/page?size=100&current=${current}&${query}`,
      undefined,
      { token },
    );
    expect(reply.status).toBe(200);
    records.push(...reply.body.data.records);
    if (current >= reply.body.data.pages) return { records, total: reply.body.data.total };
  }
  throw new Error('too many pages');
}

async function expectSameOrder(app: FastifyInstance, token: string, base: string, query = '') {
  const byNumber = await numbered(app, token, base, query);
  const byCursor = await walk(app, token, base, `size=4&${query}`);
  expect(byCursor.records.map((row) => row.id)).toEqual(byNumber.records.map((row) => row.id));
  expect(byCursor.pages).toBe(Math.max(1, Math.ceil(byNumber.total / 4)));
  return byNumber;
}

/** A new user with `n` messages, several sharing a creation time (the id breaks the tie). */
async function userWithMessages(use: UseApi, n: number) {
  const { app, db } = use();
  const user = await registerNew(app);
  // The welcome message is delivered by a job: let it land first, so both walks see the same list.
  await app.jobs.drain();
  const customerId = Number(user.user_id);
  const base = Date.UTC(2026, 0, 1);
  await db.insert(messages).values(
    Array.from({ length: n }, (_, i) => ({
      customerId,
      kind: 'welcome' as const,
      createdAt: new Date(base + Math.floor(i / 3) * 60_000),
    })),
  );
  return user;
}

export function listCursorCases(use: UseApi): void {
  it('messages: the cursor walk lists what the numbered pages list, newest first, exact total', async () => {
    const { app } = use();
    const user = await userWithMessages(use, 11);
    const all = await expectSameOrder(app, user.access_token, LISTS.messages);
    // The 11 inserted plus the welcome message registration sends.
    expect(all.total).toBe(12);
    const first = await cursorPage(app, user.access_token, `${LISTS.messages}/cursor-page?size=3`);
    expect(first).toMatchObject({ hasNext: true, total: all.total, totalRelation: 'EXACT' });
    // Each record carries its own cursor: resuming from the second gives what follows it.
    const resumed = await cursorPage(
      app,
      user.access_token,
      `${LISTS.messages}/cursor-page?size=2&after=${encodeURIComponent(first.records[1]?.cursor ?? '')}`,
    );
    expect(resumed.records[0]?.id).toBe(first.records[2]?.id);
  });

  it("messages: another user's list never shows mine, even given my cursor", async () => {
    const { app } = use();
    const mine = await userWithMessages(use, 5);
    const other = await userWithMessages(use, 4);
    const myIds = new Set(
      (await walk(app, mine.access_token, LISTS.messages, 'size=2')).records.map((r) => r.id),
    );
    const first = await cursorPage(app, mine.access_token, `${LISTS.messages}/cursor-page?size=1`);
    const theirs = await walk(
      app,
      other.access_token,
      LISTS.messages,
      `size=50&after=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(theirs.records.filter((r) => myIds.has(r.id))).toEqual([]);
    const anonymous = await app.inject({ method: 'GET', url: `${LISTS.messages}/cursor-page` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('invitees: by cursor as by page number, only my own', async () => {
    const { app, db } = use();
    const inviter = await registerNew(app);
    const inviterId = Number(inviter.user_id);
    const at = new Date(Date.UTC(2026, 1, 1));
    await db.insert(customers).values(
      Array.from({ length: 9 }, (_, i) => ({
        nickname: `invitee ${i}`,
        invitationCode: `KS${process.pid % 1000}${inviterId}x${i}`.slice(0, 16),
        inviterId,
        createdAt: new Date(at.getTime() + (i % 4) * 1000),
      })),
    );
    const all = await expectSameOrder(app, inviter.access_token, LISTS.invitees);
    expect(all.total).toBe(9);
    const stranger = await registerNew(app);
    const theirs = await cursorPage(app, stranger.access_token, `${LISTS.invitees}/cursor-page`);
    expect(theirs).toMatchObject({ records: [], hasNext: false, nextCursor: null, total: 0 });
  });

  it('no-postage entries: by cursor as by page number; deleting one does not shift the next page', async () => {
    const { app } = use();
    const seller = await registerNew(app);
    const token = seller.access_token;
    for (let i = 0; i < 7; i++) {
      const created = await call(
        app,
        'POST',
        `${LISTS.express}/create`,
        { name: `规则 ${i}`, regions: ['110000'], minCount: i + 1 },
        { token },
      );
      expect(created.status).toBe(200);
    }
    await expectSameOrder(app, token, LISTS.express);
    const first = await cursorPage(app, token, `${LISTS.express}/cursor-page?size=3`);
    const shown = first.records[0]?.id ?? '';
    expect((await call(app, 'POST', `${LISTS.express}/delete/${shown}`, undefined, { token })).status).toBe(
      200,
    );
    const next = await cursorPage(
      app,
      token,
      `${LISTS.express}/cursor-page?size=3&after=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    const numberedSecond = await call<{ records: Row[] }>(
      app,
      'GET',
      `${LISTS.express}/page?size=3&current=2`,
      undefined,
      {
        token,
      },
    );
    // Page numbers skip the row that moved up; the cursor continues after the last row shown.
    const all = await numbered(app, token, LISTS.express, '');
    expect(next.records.map((r) => r.id)).toEqual(all.records.slice(2, 5).map((r) => r.id));
    expect(numberedSecond.body.data.records[0]?.id).not.toBe(next.records[0]?.id);
    const other = await registerNew(app);
    expect((await cursorPage(app, other.access_token, `${LISTS.express}/cursor-page`)).total).toBe(0);
  });

  it('review queue: officials only; by cursor as by page number for each filter', async () => {
    const { app, db } = use();
    const applicant = await registerNew(app);
    const customerId = Number(applicant.user_id);
    const at = new Date(Date.UTC(2026, 2, 1));
    await db.insert(verifications).values(
      Array.from({ length: 6 }, (_, i) => ({
        customerId,
        kind: i % 2 === 0 ? ('creator' as const) : ('org' as const),
        status: ReviewStatus.REJECTED,
        payload: { field: 'test' },
        rejectReason: 'test',
        createdAt: new Date(at.getTime() + (i % 2) * 1000),
      })),
    );
    const forbidden = await call(app, 'GET', `${LISTS.review}/cursor-page`, undefined, {
      token: applicant.access_token,
    });
    expect(forbidden.status).toBe(403);
    const token = await officialToken(use);
    for (const query of ['status=3', 'status=3&kind=creator', 'status=1', 'status=2&kind=realname']) {
      await expectSameOrder(app, token, LISTS.review, query);
    }
    const rejectedCreators = await walk(app, token, LISTS.review, 'size=2&status=3&kind=creator');
    expect(rejectedCreators.records.length).toBeGreaterThanOrEqual(3);
  });

  it('answers 400 on `after` for a malformed or tampered cursor, or one from another list', async () => {
    const { app } = use();
    const user = await userWithMessages(use, 3);
    const { access_token: official } = await loginAs(app, await demoId(use, 'official'));
    const messagesCursor = (await cursorPage(app, user.access_token, `${LISTS.messages}/cursor-page?size=1`))
      .nextCursor;
    const tampered = Buffer.from(JSON.stringify({ l: 'messages', k: 'yesterday', i: 1 })).toString(
      'base64url',
    );
    const cases: [string, string, string][] = [
      [LISTS.messages, 'not a cursor!', user.access_token],
      [LISTS.messages, tampered, user.access_token],
      [LISTS.invitees, messagesCursor ?? '', user.access_token],
      [LISTS.express, messagesCursor ?? '', user.access_token],
      [LISTS.review, messagesCursor ?? '', official],
    ];
    for (const [base, after, token] of cases) {
      const reply = await call<Fields>(
        app,
        'GET',
        `${base}/cursor-page?after=${encodeURIComponent(after)}`,
        undefined,
        { token },
      );
      expect(reply.status, `${base} ${after}`).toBe(400);
      expect(reply.body.data).toEqual({
        fields: [{ field: 'after', message: expect.stringContaining('Not a cursor from this list') }],
      });
    }
    const chinese = await call<Fields>(app, 'GET', `${LISTS.messages}/cursor-page?after=x!`, undefined, {
      token: user.access_token,
      lang: 'zh-cn',
    });
    expect(JSON.stringify(chinese.body.data)).toContain('游标');
  });

  it('counts no further than the cap: exact below it, AT_LEAST beyond', async () => {
    const { db } = use();
    const user = await userWithMessages(use, 5);
    const mine = eq(messages.customerId, Number(user.user_id));
    expect(await countUpTo(db, messages, mine, 100)).toEqual({ total: expect.any(Number), capped: false });
    expect(await countUpTo(db, messages, mine, 3)).toEqual({ total: 3, capped: true });
  });
}
