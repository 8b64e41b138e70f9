// Releasing, taking off sale, deleting and reviewing goods and works (decision 0027 §1–2) on the real app and
// database: PGlite always, PostgreSQL when TEST_POSTGRES_URL is set.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CursorPage } from '../../lib/cursor.js';
import type { CappedPage } from '../../lib/paging.js';
import { call } from '../../test/account-helpers.js';
import { SITE } from '../../test/api-harness.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { buyer as buyerWithAddress, buyNow, orderCall } from '../../test/order-helpers.js';
import {
  categoryId,
  deletePath,
  newItem,
  personOfType,
  post,
  prefix,
  statusOf,
} from '../../test/selling-helpers.js';
import { cartLines } from '../cart/schema.js';
import { AccountType } from '../customer/account-type.js';
import type { GoodsSummary } from '../goods/dto.js';
import { goods } from '../goods/schema.js';
import { GoodsStatus } from '../goods/status.js';
import { messages } from '../message/schema.js';
import { likes } from '../reaction/schema.js';
import type { WorkCursorRecord } from '../work/dto.js';
import type { ItemKind } from './items.js';
import type { BulkResult } from './moves.js';

const { DRAFT, UNDER_REVIEW, REJECTED, ON_SALE, OFF_SALE } = GoodsStatus;
const KINDS: ItemKind[] = ['goods', 'opus'];

describeOnDrivers('selling API', (use) => {
  it.each(KINDS)('%s: release goes to review in a reviewed category, on sale otherwise', async (kind) => {
    const { db } = use();
    const seller = await personOfType(db);
    const reviewed = await newItem(db, kind, seller.id, { categoryId: await categoryId(db, 'painting') });
    const direct = await newItem(db, kind, seller.id, { categoryId: await categoryId(db, 'ceramics') });
    const rejected = await newItem(db, kind, seller.id, { status: REJECTED });
    for (const [id, to] of [
      [reviewed, UNDER_REVIEW],
      [direct, ON_SALE],
      [rejected, ON_SALE],
    ] as const) {
      const reply = await post(use, `${prefix(kind)}/release/${id}`, seller.token);
      expect(reply.body, String(id)).toMatchObject({ code: 200, data: { id: String(id), status: to } });
      expect((await statusOf(db, kind, id))?.status).toBe(to);
    }
  });

  it.each(KINDS)("%s: an official's own release skips review", async (kind) => {
    const { db } = use();
    const official = await personOfType(db, AccountType.OFFICIAL);
    const id = await newItem(db, kind, official.id, { categoryId: await categoryId(db, 'calligraphy') });
    const reply = await post(use, `${prefix(kind)}/release/${id}`, official.token);
    expect(reply.body.data).toMatchObject({ status: ON_SALE });
  });

  it.each(KINDS)('%s: an unverified seller is refused with a translated 403', async (kind) => {
    const { db } = use();
    const seller = await personOfType(db, AccountType.UNVERIFIED);
    const id = await newItem(db, kind, seller.id);
    const en = await post(use, `${prefix(kind)}/release/${id}`, seller.token);
    expect(en.status).toBe(403);
    expect(en.body.msg).toBe('Complete real-name verification before selling');
    const zh = await post(use, `${prefix(kind)}/release/${id}`, seller.token, undefined, 'zh-cn');
    expect(zh.body.msg).toBe('请先完成实名认证再发布和管理商品');
    const off = await post(use, `${prefix(kind)}/off-shelf`, seller.token, { ids: [String(id)] });
    expect(off.status).toBe(403);
    expect((await post(use, deletePath(kind, id), seller.token)).status).toBe(403);
    expect((await statusOf(db, kind, id))?.status).toBe(DRAFT);
  });

  it.each(KINDS)("%s: someone else's item is 404 for every move, and stays as it was", async (kind) => {
    const { db } = use();
    const [owner, other] = [await personOfType(db), await personOfType(db)];
    const draft = await newItem(db, kind, owner.id);
    const onSale = await newItem(db, kind, owner.id, { status: ON_SALE });
    expect((await post(use, `${prefix(kind)}/release/${draft}`, other.token)).status).toBe(404);
    expect((await post(use, deletePath(kind, draft), other.token)).status).toBe(404);
    expect((await post(use, `${prefix(kind)}/release/abc`, other.token)).status).toBe(404);
    const off = await post<BulkResult[]>(use, `${prefix(kind)}/off-shelf`, other.token, {
      ids: [String(onSale)],
    });
    expect(off.body.data).toEqual([{ id: String(onSale), ok: false, code: 404, message: 'Not found' }]);
    expect((await statusOf(db, kind, draft))?.status).toBe(DRAFT);
    expect((await statusOf(db, kind, onSale))?.status).toBe(ON_SALE);
  });

  it.each(KINDS)('%s: illegal moves are 409 and change nothing', async (kind) => {
    const { db } = use();
    const seller = await personOfType(db);
    const onSale = await newItem(db, kind, seller.id, { status: ON_SALE });
    const review = await newItem(db, kind, seller.id, { status: UNDER_REVIEW });
    const released = await post(use, `${prefix(kind)}/release/${onSale}`, seller.token);
    expect(released.status).toBe(409);
    expect(released.body.msg).toBe('It is already “on sale”');
    // Under review → on sale is the official's approval, never the seller's own release.
    const selfApproved = await post(use, `${prefix(kind)}/release/${review}`, seller.token);
    expect(selfApproved.status).toBe(409);
    expect(selfApproved.body.msg).toBe('Cannot change from “under review” to “on sale”');
    const deleted = await post(use, deletePath(kind, onSale), seller.token);
    expect(deleted.status).toBe(409);
    expect(deleted.body.msg).toContain('“on sale”');
    expect(await statusOf(db, kind, onSale)).toEqual({ status: ON_SALE, deletedAt: null });
    expect(await statusOf(db, kind, review)).toEqual({ status: UNDER_REVIEW, deletedAt: null });
  });

  it.each(KINDS)('%s: bulk off-shelf answers per item and keeps the items that worked', async (kind) => {
    const { db } = use();
    const [seller, other] = [await personOfType(db), await personOfType(db)];
    const a = await newItem(db, kind, seller.id, { status: ON_SALE });
    const draft = await newItem(db, kind, seller.id);
    const theirs = await newItem(db, kind, other.id, { status: ON_SALE });
    const b = await newItem(db, kind, seller.id, { status: ON_SALE });
    const ids = [a, draft, theirs, b].map(String);
    const reply = await post<BulkResult[]>(use, `${prefix(kind)}/off-shelf`, seller.token, { ids });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([
      { id: String(a), ok: true },
      { id: String(draft), ok: false, code: 409, message: 'Cannot change from “draft” to “off sale”' },
      { id: String(theirs), ok: false, code: 404, message: 'Not found' },
      { id: String(b), ok: true },
    ]);
    expect((await statusOf(db, kind, a))?.status).toBe(OFF_SALE);
    expect((await statusOf(db, kind, b))?.status).toBe(OFF_SALE);
    expect((await statusOf(db, kind, draft))?.status).toBe(DRAFT);
    expect((await statusOf(db, kind, theirs))?.status).toBe(ON_SALE);
    const empty = await post(use, `${prefix(kind)}/off-shelf`, seller.token, { ids: [] });
    expect(empty.status).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect((await post(use, `${prefix(kind)}/off-shelf`, seller.token, { ids: tooMany })).status).toBe(400);
  });

  it('goods with an unfinished order cannot be deleted; once it is cancelled they can, and vanish', async () => {
    const { app, db } = use();
    const seller = await personOfType(db);
    const buyer = await personOfType(db);
    const id = await newItem(db, 'goods', seller.id, { status: ON_SALE });
    const shopper = await buyerWithAddress(db);
    const payment = await buyNow(use, shopper.token, [{ goodsId: id, quantity: 1 }]);
    // Another shopper likes it and keeps it in the cart.
    expect(
      (await call(app, 'POST', `${SITE}/goods/like/${id}`, undefined, { token: buyer.token })).status,
    ).toBe(200);
    const added = await call(
      app,
      'POST',
      '/nextland-customer/api/framework/v1/customer/cart/goods/add',
      {
        goodsId: String(id),
        quantity: 1,
      },
      { token: buyer.token },
    );
    expect(added.status).toBe(200);
    await post(use, `${prefix('goods')}/off-shelf`, seller.token, { ids: [String(id)] });

    const refused = await post(use, deletePath('goods', id), seller.token);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      'An order of this item is not finished yet; delete it once the order is done',
    );
    expect((await statusOf(db, 'goods', id))?.deletedAt).toBeNull();

    const orderId = payment.orders[0]?.id ?? '';
    expect((await orderCall(use, shopper.token, 'cancel', orderId)).status).toBe(200);
    expect((await post(use, deletePath('goods', id), seller.token)).body.code).toBe(200);
    expect((await statusOf(db, 'goods', id))?.deletedAt).toBeInstanceOf(Date);
    expect(await db.$count(likes, and(eq(likes.itemKind, 'goods'), eq(likes.itemId, id)))).toBe(0);
    expect(await db.$count(cartLines, and(eq(cartLines.itemKind, 'goods'), eq(cartLines.itemId, id)))).toBe(
      0,
    );
    expect((await call(app, 'GET', `${SITE}/goods/detail/${id}`)).status).toBe(404);
    // Gone for its seller too: no move reaches it, and the database refuses to put it back on sale.
    expect((await post(use, `${prefix('goods')}/release/${id}`, seller.token)).status).toBe(404);
    expect((await post(use, deletePath('goods', id), seller.token)).status).toBe(404);
    await expect(db.update(goods).set({ status: ON_SALE }).where(eq(goods.id, id))).rejects.toThrow();
  });

  it('a deleted work is gone from its detail, the carts and the seller list', async () => {
    const { app, db } = use();
    const seller = await personOfType(db);
    const id = await newItem(db, 'opus', seller.id, { status: OFF_SALE });
    expect((await post(use, deletePath('opus', id), seller.token)).body.code).toBe(200);
    expect((await call(app, 'GET', `${SITE}/opus/detail/${id}`)).status).toBe(404);
    const mine = await call<CursorPage<WorkCursorRecord>>(
      app,
      'GET',
      `${SITE}/homepage/opus/cursor-page?manage=true&size=100`,
      undefined,
      { token: seller.token },
    );
    expect(mine.body.data.records.map((r) => r.id)).not.toContain(String(id));
  });
});

describeOnDrivers('selling API: management list and review', (use) => {
  const GOODS_PAGE = `${SITE}/homepage/goods/page`;
  const WORKS_PAGE = `${SITE}/homepage/opus/cursor-page`;

  /** A seller with items in every status (one deleted), updated a minute apart, oldest first. */
  async function stocked(kind: ItemKind) {
    const { db } = use();
    const seller = await personOfType(db);
    const statuses = [DRAFT, UNDER_REVIEW, REJECTED, ON_SALE, OFF_SALE, ON_SALE, DRAFT];
    const base = Date.parse('2026-11-01T00:00:00Z');
    const ids: number[] = [];
    for (const [i, status] of statuses.entries()) {
      ids.push(await newItem(db, kind, seller.id, { status, updatedAt: new Date(base + i * 60_000) }));
    }
    const gone = ids[0] ?? 0;
    expect((await post(use, deletePath(kind, gone), seller.token)).body.code).toBe(200);
    // Newest update first, without the deleted one.
    const listed = ids.slice(1).reverse().map(String);
    return { seller, ids, listed, gone };
  }

  it('goods: manage=true lists my goods in every status, newest update first, by page and status', async () => {
    const { app, db } = use();
    const { seller, listed, ids } = await stocked('goods');
    // Someone else's goods never appear.
    await newItem(db, 'goods', (await personOfType(db)).id, { status: ON_SALE });
    const get = (query: string, token: string | undefined = seller.token) =>
      call<CappedPage<GoodsSummary>>(app, 'GET', `${GOODS_PAGE}?manage=true&${query}`, undefined, { token });
    const first = await get('size=4&current=1&isAuthUserLike=true');
    expect(first.body.data.records.map((r) => r.id)).toEqual(listed.slice(0, 4));
    expect(first.body.data).toMatchObject({ total: 6, pages: 2, hasNext: true, totalRelation: 'EXACT' });
    expect(first.body.data.records.every((r) => r.isLiked === false)).toBe(true);
    const second = await get('size=4&current=2');
    expect(second.body.data.records.map((r) => r.id)).toEqual(listed.slice(4));
    expect(second.body.data.hasNext).toBe(false);
    const onSale = await get(`status=${ON_SALE}`);
    expect(onSale.body.data.records.map((r) => r.id)).toEqual([ids[5], ids[3]].map(String));
    expect(onSale.body.data.records.every((r) => r.status === ON_SALE)).toBe(true);
    expect((await get('status=9')).status).toBe(400);
    // Without a session the management view is the token error (HTTP 401), never the public list.
    const anonymous = await call(app, 'GET', `${GOODS_PAGE}?manage=true`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(506);
    // The public list is unchanged: only goods on sale.
    const pub = await call<CappedPage<GoodsSummary>>(app, 'GET', `${GOODS_PAGE}?size=100`);
    expect(pub.body.data.records.every((r) => r.status === ON_SALE)).toBe(true);
  });

  it('works: manage=true walks my works by cursor, newest update first, with a status filter', async () => {
    const { app } = use();
    const { seller, listed, ids } = await stocked('opus');
    const get = (query: string) =>
      call<CursorPage<WorkCursorRecord>>(app, 'GET', `${WORKS_PAGE}?manage=true&${query}`, undefined, {
        token: seller.token,
      });
    const walked: string[] = [];
    let after = '';
    for (let i = 0; i < 5; i++) {
      const page = await get(`size=4${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      expect(page.status).toBe(200);
      walked.push(...page.body.data.records.map((r) => r.id));
      expect(page.body.data.total).toBe(6);
      if (!page.body.data.nextCursor) break;
      after = page.body.data.nextCursor;
    }
    expect(walked).toEqual(listed);
    const drafts = await get(`status=${DRAFT}`);
    expect(drafts.body.data.records.map((r) => r.id)).toEqual([String(ids[6])]);
    // A catalogue cursor is not a management cursor, and the reverse.
    const catalogue = await call<CursorPage<WorkCursorRecord>>(app, 'GET', `${WORKS_PAGE}?size=1`);
    const wrong = await get(`after=${encodeURIComponent(catalogue.body.data.nextCursor ?? '')}`);
    expect(wrong.status).toBe(400);
    expect((await call(app, 'GET', `${WORKS_PAGE}?manage=true`)).status).toBe(401);
  });

  it.each(KINDS)('%s: officials approve and reject releases, and the seller is told', async (kind) => {
    const { app, db } = use();
    const seller = await personOfType(db);
    const official = await personOfType(db, AccountType.OFFICIAL);
    const painting = await categoryId(db, 'painting');
    const first = await newItem(db, kind, seller.id, { categoryId: painting });
    const second = await newItem(db, kind, seller.id, { categoryId: painting });
    for (const id of [first, second]) await post(use, `${prefix(kind)}/release/${id}`, seller.token);
    const review = `${SITE}/review/${kind}`;

    const queue = await call<CappedPage<{ id: string; submittedAt: string }>>(
      app,
      'GET',
      `${review}/page?size=100`,
      undefined,
      { token: official.token },
    );
    const order = queue.body.data.records.map((r) => r.id);
    expect(order.indexOf(String(first))).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(String(first))).toBeLessThan(order.indexOf(String(second)));
    const times = queue.body.data.records.map((r) => Date.parse(r.submittedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // Sellers (even verified ones) are not officials.
    expect((await call(app, 'GET', `${review}/page`, undefined, { token: seller.token })).status).toBe(403);
    expect((await post(use, `${review}/approve/${first}`, seller.token)).status).toBe(403);

    const approved = await post(use, `${review}/approve/${first}`, official.token);
    expect(approved.body.data).toMatchObject({ id: String(first), status: ON_SALE });
    expect((await post(use, `${review}/approve/${first}`, official.token)).status).toBe(409);
    // Only an item under review can be approved: a draft is not put on sale by an official's click.
    const draft = await newItem(db, kind, seller.id);
    const notSubmitted = await post(use, `${review}/approve/${draft}`, official.token);
    expect(notSubmitted.status).toBe(409);
    expect(notSubmitted.body.msg).toBe('Cannot change from “draft” to “on sale”');
    expect((await statusOf(db, kind, draft))?.status).toBe(DRAFT);
    expect((await post(use, `${review}/reject/${second}`, official.token, { reason: ' ' })).status).toBe(400);
    const long = 'x'.repeat(201);
    expect((await post(use, `${review}/reject/${second}`, official.token, { reason: long })).status).toBe(
      400,
    );
    const rejected = await post(use, `${review}/reject/${second}`, official.token, {
      reason: 'Blurry photos',
    });
    expect(rejected.body.data).toMatchObject({ status: REJECTED });
    expect((await post(use, `${review}/reject/${second}`, official.token, { reason: 'again' })).status).toBe(
      409,
    );
    expect((await statusOf(db, kind, second))?.status).toBe(REJECTED);

    await app.jobs.drain();
    const sent = await db
      .select({ kind: messages.kind, params: messages.params })
      .from(messages)
      .where(eq(messages.customerId, seller.id));
    expect(sent).toEqual(
      expect.arrayContaining([
        { kind: 'releaseApproved', params: expect.objectContaining({ kind }) },
        { kind: 'releaseRejected', params: expect.objectContaining({ kind, reason: 'Blurry photos' }) },
      ]),
    );
    const inbox = await call<{ records: { title: string; content: string }[] }>(
      app,
      'GET',
      '/nextland-customer/api/framework/v1/customer/msg/page',
      undefined,
      { token: seller.token },
    );
    expect(inbox.body.data.records.map((m) => m.title)).toEqual(
      expect.arrayContaining(['Release approved', 'Release not approved']),
    );
    expect(inbox.body.data.records.some((m) => m.content.includes('Blurry photos'))).toBe(true);
  });
});
