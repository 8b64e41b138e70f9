// Goods listings in several languages (decision 0024) on the real app and database: PGlite always, PostgreSQL
// when TEST_POSTGRES_URL is set. Language selection on lists and details, and keyword search in every
// language with both plans (the small candidate set and the sort-index walk) giving one order.
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { type CursorPage, decodeCursor } from '../../lib/cursor.js';
import { getJson, SITE } from '../../test/api-harness.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import type { GoodsCursorRecord, GoodsDetail } from './dto.js';
import { GOODS_SORTS, goodsCursorSchema } from './kind.js';
import { listGoodsPage } from './listing.js';
import { goods, goodsTranslations } from './schema.js';
import { GoodsStatus } from './status.js';
import { saveGoodsTranslations, translationsOf } from './translations.js';

const LIST = `${SITE}/homepage/goods/cursor-page`;
const DETAIL = `${SITE}/goods/detail`;

type Page = CursorPage<GoodsCursorRecord>;

async function page(
  app: FastifyInstance,
  query: string,
  headers: Record<string, string> = {},
): Promise<Page> {
  const reply = await getJson<Page>(app, `${LIST}?${query}`, { headers });
  expect(reply.status, query).toBe(200);
  return reply.body.data;
}

/** Follows nextCursor to the end. */
async function walk(app: FastifyInstance, query: string): Promise<GoodsCursorRecord[]> {
  const records: GoodsCursorRecord[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const next: Page = await page(app, `${query}${after ? `&after=${encodeURIComponent(after)}` : ''}`);
    records.push(...next.records);
    after = next.nextCursor;
    if (!after) break;
  }
  return records;
}

describeOnDrivers('goods in several languages', (use) => {
  /** On-sale goods without any translation, in id order. */
  async function untranslatedOnSale(count: number): Promise<number[]> {
    const rows = await use()
      .db.select({ id: goods.id })
      .from(goods)
      .leftJoin(goodsTranslations, eq(goodsTranslations.goodsId, goods.id))
      .where(and(eq(goods.status, GoodsStatus.ON_SALE), isNull(goodsTranslations.id)))
      .orderBy(goods.id)
      .limit(count);
    expect(rows).toHaveLength(count);
    return rows.map((row) => row.id);
  }

  it('the demo goods: most in English and Traditional Chinese, some only in the original', async () => {
    const { db } = use();
    const all = await db.select({ id: goods.id, originalLang: goods.originalLang }).from(goods);
    const translations = await db.select().from(goodsTranslations);
    const english = new Set(translations.filter((t) => t.lang === 'en').map((t) => t.goodsId));
    const traditional = new Set(translations.filter((t) => t.lang === 'zh-tw').map((t) => t.goodsId));
    expect(english.size / all.length).toBeGreaterThan(0.75);
    expect(traditional.size).toBe(english.size);
    expect(all.every((g) => g.originalLang === 'zh-cn')).toBe(true);
    expect(all.some((g) => !english.has(g.id))).toBe(true);
    // English titles are English, Traditional ones are not the Simplified original.
    for (const t of translations.filter((t) => t.lang === 'en'))
      expect(t.title).not.toMatch(/\p{Script=Han}/u);
    expect(translations.some((t) => t.lang === 'zh-tw' && /[盞壺爐筆畫鳥雲]/u.test(t.title))).toBe(true);
  });

  it('lists show the reader’s language when translated, else the original, marked', async () => {
    const { app, db } = use();
    const translations = await db.select().from(goodsTranslations);
    const english = await walk(app, 'size=50&lang=en');
    expect(english.length).toBeGreaterThan(100);
    for (const record of english) {
      const en = translations.find((t) => t.goodsId === Number(record.id) && t.lang === 'en');
      if (en) {
        expect(record).toMatchObject({
          title: en.title,
          lang: 'en',
          originalLang: 'zh-cn',
          translated: true,
        });
        expect(record.cover.alt).toBe(en.title);
      } else {
        expect(record).toMatchObject({ lang: 'zh-cn', originalLang: 'zh-cn', translated: false });
      }
    }
    expect(english.some((r) => !r.translated)).toBe(true);

    // Accept-Language when there is no lang parameter; the original language is never "translated".
    const tw = await page(app, 'size=20', { 'accept-language': 'zh-TW,zh;q=0.9' });
    expect(tw.records.some((r) => r.lang === 'zh-tw' && r.translated)).toBe(true);
    const zh = await page(app, 'size=20&lang=zh-cn');
    expect(zh.records.every((r) => r.lang === 'zh-cn' && !r.translated)).toBe(true);
    // The language never changes which goods a page holds, or their order.
    expect(zh.records.map((r) => r.id)).toEqual(tw.records.map((r) => r.id));
  });

  it('a detail is in the reader’s language, description included', async () => {
    const { app, db } = use();
    const [row] = await db
      .select({ id: goods.id, title: goods.title })
      .from(goods)
      .innerJoin(goodsTranslations, eq(goodsTranslations.goodsId, goods.id))
      .where(and(eq(goods.status, GoodsStatus.ON_SALE), eq(goodsTranslations.lang, 'zh-tw')))
      .limit(1);
    const texts = await translationsOf(db, row?.id ?? 0);
    const tw = texts.find((t) => t.lang === 'zh-tw');
    const detail = await getJson<GoodsDetail>(app, `${DETAIL}/${row?.id}?lang=zh-tw`);
    expect(detail.body.data).toMatchObject({
      title: tw?.title,
      description: tw?.description,
      lang: 'zh-tw',
      originalLang: 'zh-cn',
      translated: true,
    });
    expect(detail.body.data.images.every((image) => image.alt === tw?.title)).toBe(true);
    const original = await getJson<GoodsDetail>(app, `${DETAIL}/${row?.id}?lang=zh-cn`);
    expect(original.body.data).toMatchObject({ title: row?.title, lang: 'zh-cn', translated: false });

    const [untranslated] = await untranslatedOnSale(1);
    const fallback = await getJson<GoodsDetail>(app, `${DETAIL}/${untranslated}?lang=en`);
    expect(fallback.body.data).toMatchObject({ lang: 'zh-cn', originalLang: 'zh-cn', translated: false });
  });

  it('an English keyword finds goods whose only English is a translation', async () => {
    const { app, db } = use();
    const [lantern, description] = await untranslatedOnSale(2);
    await saveGoodsTranslations(db, [
      { goodsId: lantern ?? 0, lang: 'en', title: 'Moonglow Lantern', description: 'A paper lantern.' },
      { goodsId: description ?? 0, lang: 'en', title: 'Paper Shade', description: 'Glows like a moonglow.' },
    ]);
    const found = await walk(app, 'size=10&keyword=moonglow&lang=en');
    expect(found.map((r) => Number(r.id)).sort()).toEqual([lantern, description].sort());
    expect(found.find((r) => Number(r.id) === lantern)).toMatchObject({
      title: 'Moonglow Lantern',
      translated: true,
    });
    // A Chinese reader finds the same goods, in the original.
    const chinese = await walk(app, 'size=10&keyword=Moonglow&lang=zh-cn');
    expect(chinese.map((r) => r.id).sort()).toEqual(found.map((r) => r.id).sort());
    expect(chinese.every((r) => r.lang === 'zh-cn')).toBe(true);
    // Never into the original language.
    await expect(
      saveGoodsTranslations(db, [{ goodsId: lantern ?? 0, lang: 'zh-cn', title: 'x', description: '' }]),
    ).rejects.toThrow();
  });

  it('exact titles in any language rank first, and both keyword plans give the same order', async () => {
    const { app, db } = use();
    // "Ending soon" lists auctions only (its keyword plans are compared in goods-cursor-cases).
    const sorts = GOODS_SORTS.filter((sort) => sort !== 'ending_soon');
    const [exact] = await untranslatedOnSale(1);
    await saveGoodsTranslations(db, [
      { goodsId: exact ?? 0, lang: 'en', title: 'Tea Tray', description: 'Plain and simple.' },
    ]);
    for (const sort of sorts) {
      const first = await page(app, `size=5&sort=${sort}&keyword=tea%20tray&lang=en`);
      expect(first.records[0]?.id, sort).toBe(String(exact));
    }
    // "Tea Tray" matches English translations, "茶" originals and Traditional ones: both tables.
    for (const keyword of ['Tea Tray', '茶']) {
      for (const sort of sorts) {
        const filter = { keyword };
        const sorted = await listGoodsPage(db, 'en', filter, sort, { offset: 0 }, 100);
        expect(sorted.capped).toBe(false);
        expect(sorted.rows.length).toBeGreaterThan(3);
        const walked = await listGoodsPage(db, 'en', filter, sort, { offset: 0 }, 100, 3);
        expect(walked.capped).toBe(true);
        const ids = sorted.rows.map((r) => r.goods.id);
        expect(
          walked.rows.map((r) => r.goods.id),
          `${keyword} ${sort}`,
        ).toEqual(ids);
        // From a cursor inside each plan, and by offset.
        const cursor = sorted.cursors[1] ?? '';
        const decoded = decodeCursor(goodsCursorSchema, cursor) ?? undefined;
        const resumed = await listGoodsPage(db, 'en', filter, sort, { after: decoded }, 4, 3);
        expect(resumed.rows.map((r) => r.goods.id)).toEqual(ids.slice(2, 6));
        const offset = await listGoodsPage(db, 'en', filter, sort, { offset: 3 }, 4, 3);
        expect(offset.rows.map((r) => r.goods.id)).toEqual(ids.slice(3, 7));
      }
    }
  });

  it('counts goods once when several of their translations match', async () => {
    const { db } = use();
    const ids = await untranslatedOnSale(3);
    const rows = ids.slice(1).flatMap((goodsId) => [
      { goodsId, lang: 'en' as const, title: 'Zephyrine Bowl', description: '' },
      { goodsId, lang: 'zh-tw' as const, title: 'Zephyrine 碗', description: '' },
    ]);
    await saveGoodsTranslations(db, rows);
    // Cap 2: the translation probe stops at 3 rows, only 2 goods: the whole union decides, exactly.
    const listed = await listGoodsPage(db, 'en', { keyword: 'zephyrine' }, 'newest', { offset: 0 }, 10, 2);
    expect(listed).toMatchObject({ total: 2, capped: false });
    expect(listed.rows.map((r) => r.goods.id).sort()).toEqual(ids.slice(1).sort());
    const others = await db.$count(
      goodsTranslations,
      and(eq(goodsTranslations.title, 'Zephyrine Bowl'), notInArray(goodsTranslations.goodsId, ids)),
    );
    expect(others).toBe(0);
  });
});
