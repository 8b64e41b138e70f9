// The management tabs (decision 0027 §1): counts per status, the rejection's reason on the seller's row, and
// the goods cursor route's management view, on the real app and database (PGlite always, PostgreSQL when
// TEST_POSTGRES_URL is set).
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_REJECT_REASON } from '../../db/seed/demo-selling.js';
import type { CursorPage } from '../../lib/cursor.js';
import type { CappedPage } from '../../lib/paging.js';
import { call } from '../../test/account-helpers.js';
import { SITE } from '../../test/api-harness.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { categoryId, deletePath, newItem, personOfType, post, prefix } from '../../test/selling-helpers.js';
import { AccountType } from '../customer/account-type.js';
import { customers } from '../customer/schema.js';
import type { GoodsCursorRecord, GoodsSummary } from '../goods/dto.js';
import { GoodsStatus } from '../goods/status.js';
import { createSession } from '../session/service.js';
import type { WorkCursorRecord } from '../work/dto.js';
import type { ItemKind } from './items.js';
import type { StatusCounts } from './service.js';

const { DRAFT, UNDER_REVIEW, REJECTED, ON_SALE, OFF_SALE, SOLD_OUT } = GoodsStatus;
const KINDS: ItemKind[] = ['goods', 'opus'];
const GOODS_PAGE = `${SITE}/homepage/goods/page`;
const GOODS_CURSOR = `${SITE}/homepage/goods/cursor-page`;
const WORKS_CURSOR = `${SITE}/homepage/opus/cursor-page`;

describeOnDrivers('selling API: management tabs', (use) => {
  it.each(KINDS)('%s: counts every status of mine, zero included, deleted ones left out', async (kind) => {
    const { app, db } = use();
    const seller = await personOfType(db);
    for (const status of [DRAFT, DRAFT, UNDER_REVIEW, ON_SALE, ON_SALE, ON_SALE, OFF_SALE]) {
      await newItem(db, kind, seller.id, { status });
    }
    const gone = await newItem(db, kind, seller.id, { status: OFF_SALE });
    expect((await post(use, deletePath(kind, gone), seller.token)).body.code).toBe(200);
    await newItem(db, kind, (await personOfType(db)).id, { status: REJECTED });
    const url = `${prefix(kind)}/manage/counts`;
    const reply = await call<StatusCounts>(app, 'GET', url, undefined, { token: seller.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      all: 7,
      statuses: [
        { status: DRAFT, count: 2 },
        { status: UNDER_REVIEW, count: 1 },
        { status: REJECTED, count: 0 },
        { status: ON_SALE, count: 3 },
        { status: OFF_SALE, count: 1 },
        { status: SOLD_OUT, count: 0 },
      ],
    });
    const unverified = await personOfType(db, AccountType.UNVERIFIED);
    const none = await call<StatusCounts>(app, 'GET', url, undefined, { token: unverified.token });
    expect(none.body.data.all).toBe(0);
    const anonymous = await call(app, 'GET', url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(506);
  });

  it.each(KINDS)('%s: a rejection’s reason shows on my row until I release it again', async (kind) => {
    const { app, db } = use();
    const seller = await personOfType(db);
    const official = await personOfType(db, AccountType.OFFICIAL);
    const id = await newItem(db, kind, seller.id, { categoryId: await categoryId(db, 'painting') });
    await post(use, `${prefix(kind)}/release/${id}`, seller.token);
    const reject = await post(use, `${SITE}/review/${kind}/reject/${id}`, official.token, {
      reason: '  Blurry photos  ',
    });
    expect(reject.body.data).toMatchObject({ status: REJECTED });

    const mine = async (status?: number) => {
      const filter = status === undefined ? '' : `&status=${status}`;
      if (kind === 'goods') {
        const url = `${GOODS_PAGE}?manage=true${filter}`;
        const page = await call<CappedPage<GoodsSummary>>(app, 'GET', url, undefined, {
          token: seller.token,
        });
        return page.body.data.records;
      }
      const url = `${WORKS_CURSOR}?manage=true${filter}`;
      const page = await call<CursorPage<WorkCursorRecord>>(app, 'GET', url, undefined, {
        token: seller.token,
      });
      return page.body.data.records;
    };
    expect((await mine(REJECTED)).map((r) => [r.id, r.rejectReason])).toEqual([
      [String(id), 'Blurry photos'],
    ]);
    // The public detail never shows it (only on-sale items are public at all; the field is not there).
    await post(use, `${prefix(kind)}/release/${id}`, seller.token);
    const [again] = await mine();
    expect(again).toMatchObject({ id: String(id), status: UNDER_REVIEW, rejectReason: null });
    // An approval leaves no reason either.
    await post(use, `${SITE}/review/${kind}/approve/${id}`, official.token);
    expect((await mine(ON_SALE)).map((r) => r.rejectReason)).toEqual([null]);
  });

  it('goods: manage=true on the cursor route walks my goods newest update first, with a status filter', async () => {
    const { app, db } = use();
    const seller = await personOfType(db);
    const base = Date.parse('2026-11-01T00:00:00Z');
    const statuses = [DRAFT, ON_SALE, REJECTED, ON_SALE, OFF_SALE];
    const ids: number[] = [];
    for (const [i, status] of statuses.entries()) {
      ids.push(await newItem(db, 'goods', seller.id, { status, updatedAt: new Date(base + i * 60_000) }));
    }
    await newItem(db, 'goods', (await personOfType(db)).id, { status: ON_SALE });
    const get = (query: string, token: string | undefined = seller.token) =>
      call<CursorPage<GoodsCursorRecord>>(app, 'GET', `${GOODS_CURSOR}?${query}`, undefined, { token });
    const walked: string[] = [];
    let after = '';
    for (let i = 0; i < 5; i++) {
      const page = await get(`manage=true&size=2${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({ total: 5, totalRelation: 'EXACT' });
      walked.push(...page.body.data.records.map((r) => r.id));
      if (!page.body.data.nextCursor) break;
      after = page.body.data.nextCursor;
    }
    expect(walked).toEqual([...ids].reverse().map(String));
    const onSale = await get(`manage=true&status=${ON_SALE}`);
    expect(onSale.body.data.records.map((r) => r.id)).toEqual([ids[3], ids[1]].map(String));
    // A management cursor is not a catalogue cursor, and the reverse.
    const mineFirst = await get('manage=true&size=1');
    const mineCursor = encodeURIComponent(mineFirst.body.data.nextCursor ?? '');
    expect((await get(`after=${mineCursor}`)).status).toBe(400);
    const catalogue = await get('size=1');
    const catalogueCursor = encodeURIComponent(catalogue.body.data.nextCursor ?? '');
    expect((await get(`manage=true&after=${catalogueCursor}`)).status).toBe(400);
    const anonymous = await call(app, 'GET', `${GOODS_CURSOR}?manage=true`);
    expect(anonymous.status).toBe(401);
  });

  it('the demo seed gives 林晚 goods on sale, off sale, one under review and one rejected with its reason', async () => {
    const { app, db } = use();
    const [linWan] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.openid, 'o-demo-verified'));
    const token = (await createSession(db, linWan?.id ?? 0)).access_token;
    const counts = await call<StatusCounts>(app, 'GET', `${prefix('goods')}/manage/counts`, undefined, {
      token,
    });
    const byStatus = new Map(counts.body.data.statuses.map((s) => [s.status, s.count]));
    expect(byStatus.get(UNDER_REVIEW)).toBeGreaterThanOrEqual(1);
    expect(byStatus.get(REJECTED)).toBeGreaterThanOrEqual(1);
    expect(byStatus.get(ON_SALE)).toBeGreaterThanOrEqual(2);
    expect(byStatus.get(OFF_SALE)).toBeGreaterThanOrEqual(2);
    const url = `${GOODS_PAGE}?manage=true&status=${REJECTED}`;
    const rejected = await call<CappedPage<GoodsSummary>>(app, 'GET', url, undefined, { token });
    expect(rejected.body.data.records.map((r) => r.rejectReason)).toContain(DEMO_REJECT_REASON);
  });
});
