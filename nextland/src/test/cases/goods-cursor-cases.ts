import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { type CursorPage, decodeCursor } from '../../lib/cursor.js';
import type { GoodsSummary } from '../../modules/goods/dto.js';
import {
  GOODS_SORTS,
  type GoodsCursor,
  type GoodsSort,
  goodsCursorSchema,
} from '../../modules/goods/kind.js';
import { listGoodsPage } from '../../modules/goods/listing.js';
import { goods } from '../../modules/goods/schema.js';
import { GoodsStatus, SaleType } from '../../modules/goods/status.js';
import { getJson, SITE } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';

const CURSOR_PAGE = `${SITE}/homepage/goods/cursor-page`;
const NUMBERED_PAGE = `${SITE}/homepage/goods/page`;

async function cursorPage(app: FastifyInstance, query: string): Promise<CursorPage<GoodsSummary>> {
  const reply = await getJson<CursorPage<GoodsSummary>>(app, `${CURSOR_PAGE}?${query}`);
  expect(reply.status, query).toBe(200);
  return reply.body.data;
}

/** Follows nextCursor to the end; returns every record in order and the number of pages. */
async function walk(
  app: FastifyInstance,
  query: string,
): Promise<{ records: GoodsSummary[]; pages: number }> {
  const records: GoodsSummary[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const next: CursorPage<GoodsSummary> = await cursorPage(
      app,
      `${query}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
    );
    records.push(...next.records);
    pages += 1;
    expect(next.hasNext).toBe(next.nextCursor !== null);
    after = next.nextCursor;
  } while (after && pages < 200);
  return { records, pages };
}

async function numbered(app: FastifyInstance, query: string) {
  const reply = await getJson<{
    records: GoodsSummary[];
    total: number;
    hasNext: boolean;
    totalRelation: string;
  }>(app, `${NUMBERED_PAGE}?${query}`);
  expect(reply.status, query).toBe(200);
  return reply.body.data;
}

export function goodsCursorCases(use: UseApi): void {
  it.each(GOODS_SORTS)(
    'sort=%s: the cursor walk lists the same goods in the same order as page numbers',
    async (sort) => {
      const { app } = use();
      const byCursor = await walk(app, `size=37&sort=${sort}`);
      const first = await numbered(app, `size=100&sort=${sort}`);
      const pages = Math.ceil(first.total / 100);
      const rest = await Promise.all(
        Array.from({ length: pages - 1 }, (_, i) => numbered(app, `size=100&current=${i + 2}&sort=${sort}`)),
      );
      const byNumber = [first, ...rest].flatMap((page) => page.records);
      expect(byCursor.records.map((g) => g.id)).toEqual(byNumber.map((g) => g.id));
      expect(byCursor.pages).toBe(Math.ceil(first.total / 37));
    },
  );

  it('says whether a next page exists from the page itself, and whether the total is exact', async () => {
    const { app, db } = use();
    const onSale = await db.$count(goods, eq(goods.status, GoodsStatus.ON_SALE));
    const first = await cursorPage(app, 'size=10');
    expect(first).toMatchObject({ hasNext: true, total: onSale, totalRelation: 'EXACT' });
    // Each record carries its own cursor: resuming from the fifth gives the rest of the first page.
    const records = first.records as (GoodsSummary & { cursor: string })[];
    expect(records.at(-1)?.cursor).toBe(first.nextCursor);
    const resumed = await cursorPage(app, `size=5&after=${encodeURIComponent(records[4]?.cursor ?? '')}`);
    expect(resumed.records.map((g) => g.id)).toEqual(records.slice(5).map((g) => g.id));
    const last = await numbered(app, `size=10&current=${Math.ceil(onSale / 10)}`);
    expect(last).toMatchObject({ hasNext: false, total: onSale, totalRelation: 'EXACT' });
    expect((await numbered(app, 'size=10')).hasNext).toBe(true);
  });

  it('pages through filters and keyword searches by cursor without repeats or gaps', async () => {
    const { app } = use();
    for (const query of [
      'saleType=1&sort=price_asc',
      'categoryId=1&sort=popular',
      'keyword=cm&sort=price_desc',
    ]) {
      const all = await numbered(app, `size=100&${query}`);
      const walked = await walk(app, `size=9&${query}`);
      expect(new Set(walked.records.map((g) => g.id)).size, query).toBe(walked.records.length);
      expect(walked.records.length, query).toBe(all.total);
    }
    // "cm" is in every description, in every language: on PGlite each of the ~30 pages tests goods_bigrams on
    // every original and translation (the planner rightly skips an index that matches everything).
  }, 90_000);

  it('ranks exact title matches first, then the rest in the chosen order', async () => {
    const { app } = use();
    const [sample] = (await numbered(app, 'size=1&sort=popular')).records;
    const title = sample?.title ?? '';
    // The title's first two characters match many goods; the whole title matches this one exactly.
    const { records } = await walk(app, `size=3&sort=price_asc&keyword=${encodeURIComponent(title)}`);
    expect(records[0]?.title).toBe(title);
    const exact = records.filter((g) => g.title === title).length;
    expect(records.slice(0, exact).every((g) => g.title === title)).toBe(true);
    const rest = records.slice(exact);
    expect(rest.every((g, i) => i === 0 || (rest[i - 1]?.price ?? 0) <= g.price)).toBe(true);
  });

  it('answers 400 on `after` for a cursor that is malformed, tampered with or from another sort', async () => {
    const { app } = use();
    const first = await cursorPage(app, 'size=5&sort=newest');
    const good = first.nextCursor ?? '';
    const tampered = Buffer.from(JSON.stringify({ s: 'newest', k: 'yesterday', i: 1 })).toString('base64url');
    for (const [after, query] of [
      ['not a cursor!', 'sort=newest'],
      ['eyJzIjoi', 'sort=newest'],
      [tampered, 'sort=newest'],
      [good, 'sort=price_asc'],
      [good, 'sort=newest&keyword=cm'],
    ] as const) {
      const reply = await getJson(app, `${CURSOR_PAGE}?${query}&after=${encodeURIComponent(after)}&lang=en`);
      expect(reply.status, after).toBe(400);
      expect(reply.body.data).toEqual({
        fields: [{ field: 'after', message: expect.stringContaining('Not a cursor from this list') }],
      });
    }
    const chinese = await getJson(app, `${CURSOR_PAGE}?after=x!&lang=zh-cn`);
    expect(JSON.stringify(chinese.body.data)).toContain('游标');
  });
}

/** Every id of a keyword search, walked by cursor through listGoodsPage with the given cap. */
async function searchIds(db: Db, keyword: string, sort: GoodsSort, cap: number): Promise<string[]> {
  const ids: string[] = [];
  let after: GoodsCursor | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const page = await listGoodsPage(db, 'zh-cn', { keyword }, sort, { after }, 25, cap);
    ids.push(...page.rows.map((row) => String(row.goods.id)));
    if (!page.nextCursor) break;
    after = decodeCursor(goodsCursorSchema, page.nextCursor) ?? undefined;
  }
  return ids;
}

export function goodsSearchPlanCases(use: UseApi): void {
  it.each(GOODS_SORTS)(
    'sort=%s: a search lists the same goods whether it sorts its matches or walks the index',
    async (sort) => {
      const { db } = use();
      const [sample] = await db
        .select({ title: goods.title })
        .from(goods)
        .where(
          and(
            eq(goods.status, GoodsStatus.ON_SALE),
            // "Ending soon" lists auctions only: its sample title must be one.
            sort === 'ending_soon' ? eq(goods.saleType, SaleType.AUCTION) : undefined,
          ),
        )
        .limit(1);
      for (const keyword of ['cm', sample?.title ?? '']) {
        const sorted = await searchIds(db, keyword, sort, 100_000);
        const walked = await searchIds(db, keyword, sort, 5);
        expect(walked.length, keyword).toBeGreaterThan(0);
        expect(walked, keyword).toEqual(sorted);
      }
    },
  );
}
