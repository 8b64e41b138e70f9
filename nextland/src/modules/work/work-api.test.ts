// The works (opus) routes on the real app and database: PGlite always, PostgreSQL when TEST_POSTGRES_URL is set.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { CursorPage } from '../../lib/cursor.js';
import { getJson, SITE } from '../../test/api-harness.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { GoodsStatus } from '../goods/status.js';
import type { WorkCursorRecord, WorkDetail } from './dto.js';
import { WORK_SORT_SPECS, WORK_SORTS, type WorkSort } from './kind.js';
import { listWorksPage } from './listing.js';
import { works, workTranslations } from './schema.js';

const LIST = `${SITE}/homepage/opus/cursor-page`;
const DETAIL = `${SITE}/opus/detail`;

type Page = CursorPage<WorkCursorRecord>;

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
async function walk(app: FastifyInstance, query: string, from?: string): Promise<WorkCursorRecord[]> {
  const records: WorkCursorRecord[] = [];
  let after: string | null = from ?? null;
  for (let pages = 0; pages < 100; pages++) {
    const next: Page = await page(app, `${query}${after ? `&after=${encodeURIComponent(after)}` : ''}`);
    records.push(...next.records);
    expect(next.hasNext).toBe(next.nextCursor !== null);
    after = next.nextCursor;
    if (!after) break;
  }
  return records;
}

function sortKey(record: WorkCursorRecord, sort: WorkSort): number {
  if (sort === 'newest') return Date.parse(record.createdAt);
  if (sort === 'popular')
    return record.likeCount + 2 * record.collectCount + 3 * (record.editionSize - record.editionsLeft);
  return record.price;
}

function expectSorted(records: WorkCursorRecord[], sort: WorkSort): void {
  const sign = WORK_SORT_SPECS[sort].direction === 'asc' ? 1 : -1;
  for (let i = 1; i < records.length; i++) {
    const a = records[i - 1] as WorkCursorRecord;
    const b = records[i] as WorkCursorRecord;
    const order = sign * (sortKey(b, sort) - sortKey(a, sort)) || sign * (Number(b.id) - Number(a.id));
    expect(order, `${sort}: ${a.id} before ${b.id}`).toBeGreaterThan(0);
  }
}

async function badField(app: FastifyInstance, query: string): Promise<string[]> {
  const reply = await getJson<{ fields: { field: string }[] }>(app, `${LIST}?${query}`);
  expect(reply.status, query).toBe(400);
  expect(reply.body.code).toBe(400);
  return reply.body.data.fields.map((f) => f.field);
}

describeOnDrivers('works API', (use) => {
  async function onSaleCount(): Promise<number> {
    return use().db.$count(works, eq(works.status, GoodsStatus.ON_SALE));
  }

  it('seeds 60–120 works, most translated, some written in English', async () => {
    const { db, seed } = use();
    expect(seed.works).toBeGreaterThanOrEqual(60);
    expect(seed.works).toBeLessThanOrEqual(120);
    const all = await db.select().from(works);
    const translations = await db.select().from(workTranslations);
    const translatedIds = new Set(translations.map((t) => t.workId));
    expect(translatedIds.size / all.length).toBeGreaterThan(0.6);
    expect(all.some((w) => w.originalLang === 'en')).toBe(true);
    expect(all.some((w) => w.originalLang === 'zh-cn' && !translatedIds.has(w.id))).toBe(true);
    // A work is never "translated" into its own original language.
    const byId = new Map(all.map((w) => [w.id, w]));
    for (const t of translations) expect(t.lang).not.toBe(byId.get(t.workId)?.originalLang);
  });

  it.each(WORK_SORTS)('sort=%s: small pages walk every work on sale once, in order', async (sort) => {
    const { app } = use();
    const walked = await walk(app, `size=7&sort=${sort}`);
    const whole = await page(app, `size=100&sort=${sort}`);
    expect(walked.map((w) => w.id)).toEqual(whole.records.map((w) => w.id));
    expect(new Set(walked.map((w) => w.id)).size).toBe(walked.length);
    expect(walked).toHaveLength(await onSaleCount());
    expect(whole).toMatchObject({ total: walked.length, totalRelation: 'EXACT', hasNext: false });
    expect(walked.every((w) => w.status === GoodsStatus.ON_SALE)).toBe(true);
    expectSorted(walked, sort);
  });

  it('a cursor keeps its place when a work before it goes off sale', async () => {
    const { app, db } = use();
    const first = await page(app, 'size=5&sort=price_asc');
    const rest = await walk(app, 'size=5&sort=price_asc', first.nextCursor ?? '');
    const removed = Number(first.records[0]?.id);
    await db.update(works).set({ status: GoodsStatus.OFF_SALE }).where(eq(works.id, removed));
    try {
      const again = await walk(app, 'size=5&sort=price_asc', first.nextCursor ?? '');
      expect(again.map((w) => w.id)).toEqual(rest.map((w) => w.id));
    } finally {
      await db.update(works).set({ status: GoodsStatus.ON_SALE }).where(eq(works.id, removed));
    }
  });

  it('filters by media type, licence, price range and category', async () => {
    const { app, db } = use();
    const audio = await walk(app, 'size=50&mediaType=audio&sort=price_desc');
    expect(audio.length).toBeGreaterThan(0);
    expect(audio.every((w) => w.mediaType === 'audio')).toBe(true);
    expect(audio).toHaveLength(
      await db.$count(works, and(eq(works.status, GoodsStatus.ON_SALE), eq(works.mediaType, 'audio'))),
    );
    expectSorted(audio, 'price_desc');

    const exclusive = await walk(app, 'size=50&licence=exclusive&lang=en');
    expect(exclusive.length).toBeGreaterThan(0);
    expect(exclusive.every((w) => w.licence === 'exclusive' && w.editionSize === 1)).toBe(true);
    expect(exclusive[0]?.licenceName).toBe('Exclusive licence');

    const ranged = await walk(app, 'size=10&minFen=9900&maxFen=49900&sort=popular');
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((w) => w.price >= 9900 && w.price <= 49900)).toBe(true);
    expectSorted(ranged, 'popular');

    const [withCategory] = await db
      .select({ id: works.id })
      .from(works)
      .where(eq(works.status, GoodsStatus.ON_SALE))
      .limit(1);
    await db
      .update(works)
      .set({ categoryId: 1 })
      .where(eq(works.id, withCategory?.id ?? 0));
    const inCategory = await page(app, 'categoryId=1');
    expect(inCategory.records.map((w) => w.id)).toEqual([String(withCategory?.id)]);
    expect(inCategory.records[0]?.categoryId).toBe('1');
  });

  it('shows each work in the viewer’s language when translated, else the original', async () => {
    const { app, db } = use();
    const translations = await db.select().from(workTranslations);
    const english = await walk(app, 'size=100&lang=en');
    for (const record of english) {
      const en = translations.find((t) => t.workId === Number(record.id) && t.lang === 'en');
      if (record.originalLang === 'en') {
        expect(record).toMatchObject({ lang: 'en', translated: false });
      } else if (en) {
        expect(record).toMatchObject({
          lang: 'en',
          translated: true,
          title: en.title,
          description: en.description,
        });
      } else {
        expect(record).toMatchObject({ lang: record.originalLang, translated: false });
      }
    }
    expect(english.some((r) => r.translated)).toBe(true);
    expect(english.some((r) => !r.translated && r.originalLang === 'zh-cn')).toBe(true);

    // Accept-Language works when there is no lang parameter; Traditional Chinese readers get their own text.
    const traditional = await page(app, 'size=100', { 'accept-language': 'zh-TW,zh;q=0.9' });
    const tw = traditional.records.find((r) => r.translated);
    expect(tw?.lang).toBe('zh-tw');
    const original = await db
      .select()
      .from(works)
      .where(eq(works.id, Number(tw?.id)));
    expect(tw?.title).not.toBe(original[0]?.title);

    // English originals: a Chinese reader sees the Chinese translation when there is one.
    const chinese = await walk(app, 'size=100&lang=zh-cn');
    const fromEnglish = chinese.filter((r) => r.originalLang === 'en');
    expect(fromEnglish.length).toBeGreaterThan(0);
    for (const r of fromEnglish) expect(r.lang).toBe(r.translated ? 'zh-cn' : 'en');
  });

  it('search finds works by any of their languages’ titles, in English and Chinese', async () => {
    const { app, db } = use();
    const [lighthouse] = await db
      .select()
      .from(works)
      .where(eq(works.title, 'Lighthouse Sketchbook'))
      .limit(1);
    const english = await walk(app, 'size=10&keyword=lighthouse&lang=en');
    expect(english.map((w) => w.title)).toContain('Lighthouse Sketchbook');
    expect(english.every((w) => w.originalLang === 'en')).toBe(true);
    expect(lighthouse?.status === GoodsStatus.ON_SALE).toBe(english.length > 0);

    // An English word of a translation finds Chinese originals, shown in the reader's language.
    const bamboo = await walk(app, 'size=5&keyword=Bamboo%20Grove&lang=zh-cn');
    const translatedIds = await db
      .selectDistinct({ id: workTranslations.workId })
      .from(workTranslations)
      .innerJoin(works, eq(works.id, workTranslations.workId))
      .where(and(eq(works.status, GoodsStatus.ON_SALE), eq(workTranslations.lang, 'en')));
    const expected = (
      await db
        .select({ id: works.id, title: workTranslations.title })
        .from(workTranslations)
        .innerJoin(works, eq(works.id, workTranslations.workId))
        .where(and(eq(works.status, GoodsStatus.ON_SALE), eq(workTranslations.lang, 'en')))
    ).filter((row) => row.title.includes('Bamboo Grove'));
    expect(translatedIds.length).toBeGreaterThan(0);
    expect(bamboo.map((w) => Number(w.id)).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(bamboo.every((w) => w.title.includes('竹林') && w.lang === 'zh-cn')).toBe(true);

    // Chinese, two characters (bigram index), matching originals and translations alike.
    const chinese = await walk(app, 'size=5&keyword=竹林&lang=en');
    const chineseIds = new Set(chinese.map((w) => w.id));
    for (const w of bamboo) expect(chineseIds.has(w.id)).toBe(true);
    const traditional = await walk(app, 'size=50&keyword=紙船&lang=zh-tw');
    for (const w of traditional) expect(w.originalLang).toBe('en');
  });

  it('a keyword with more matches than the cap walks the sort index in the same order', async () => {
    const { db } = use();
    for (const sort of WORK_SORTS) {
      const filter = { keyword: '·' };
      const collected = await listWorksPage(db, 'en', filter, sort, undefined, 100);
      expect(collected.capped).toBe(false);
      const walked = await listWorksPage(db, 'en', filter, sort, undefined, 100, 3);
      expect(walked.capped).toBe(true);
      expect(walked.rows.map((r) => r.work.id)).toEqual(collected.rows.map((r) => r.work.id));
      // And from a cursor in the middle.
      const after = await listWorksPage(db, 'en', filter, sort, undefined, 4, 3);
      expect(after.rows.map((r) => r.work.id)).toEqual(collected.rows.slice(0, 4).map((r) => r.work.id));
    }
  });

  it('detail: translated text and the gallery, cover first; 404 for anything not visible', async () => {
    const { app, db } = use();
    const [visible] = await db
      .select({ id: works.id })
      .from(works)
      .innerJoin(workTranslations, eq(workTranslations.workId, works.id))
      .where(
        and(
          eq(works.status, GoodsStatus.ON_SALE),
          eq(workTranslations.lang, 'en'),
          ne(works.originalLang, 'en'),
        ),
      )
      .limit(1);
    const detail = await getJson<WorkDetail>(app, `${DETAIL}/${visible?.id}?lang=en`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      id: String(visible?.id),
      lang: 'en',
      translated: true,
      originalLang: 'zh-cn',
    });
    expect(detail.body.data.images[0]).toEqual(detail.body.data.cover);
    expect(detail.body.data.images[0]?.alt).toBe(detail.body.data.title);
    const zh = await getJson<WorkDetail>(app, `${DETAIL}/${visible?.id}?lang=zh-cn`);
    expect(zh.body.data).toMatchObject({ lang: 'zh-cn', translated: false });

    const hidden = await db
      .select({ id: works.id })
      .from(works)
      .where(inArray(works.status, [GoodsStatus.DRAFT, GoodsStatus.OFF_SALE]));
    expect(hidden.length).toBeGreaterThan(0);
    for (const id of [...hidden.map((h) => h.id), 999_999_999, 'abc']) {
      const reply = await getJson(app, `${DETAIL}/${id}`);
      expect(reply.status, String(id)).toBe(404);
      expect(reply.body.code).toBe(404);
    }
  });

  it('bad input is a 400 naming the field', async () => {
    const { app } = use();
    expect(await badField(app, 'mediaType=painting')).toEqual(['mediaType']);
    expect(await badField(app, 'licence=free')).toEqual(['licence']);
    expect(await badField(app, 'minFen=-1')).toEqual(['minFen']);
    expect(await badField(app, 'maxFen=1.5')).toEqual(['maxFen']);
    expect(await badField(app, 'minFen=500&maxFen=100')).toEqual(['maxFen']);
    expect(await badField(app, 'size=101')).toEqual(['size']);
    expect(await badField(app, 'sort=cheapest')).toEqual(['sort']);
    expect(await badField(app, 'after=not-a-cursor')).toEqual(['after']);
    expect(await badField(app, `keyword=${'x'.repeat(51)}`)).toEqual(['keyword']);
    // A cursor of another sort, or of the goods list, is not a cursor of this one.
    const byPrice = await page(app, 'size=2&sort=price_asc');
    expect(await badField(app, `sort=newest&after=${byPrice.nextCursor}`)).toEqual(['after']);
    const goods = await getJson<{ nextCursor: string }>(app, `${SITE}/homepage/goods/cursor-page?size=2`);
    expect(await badField(app, `after=${goods.body.data.nextCursor}`)).toEqual(['after']);
  });
});
