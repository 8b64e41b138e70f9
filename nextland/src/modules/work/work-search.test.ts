// Works keyword search in every language gives exactly what a plain case-insensitive "contains" over a work's
// original and translated titles and descriptions gives, in the list's order, whichever plan serves it: the
// collected candidates (at most the cap), the sort-index walk (more), and each way of collecting them. PGlite
// and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { person } from '../../test/order-helpers.js';
import { work } from '../../test/work-order-helpers.js';
import { GoodsStatus } from '../goods/status.js';
import { WORK_SORT_SPECS, WORK_SORTS, type WorkSort } from './kind.js';
import { listWorksPage } from './listing.js';
import { works, workTranslations } from './schema.js';

type Listed = { id: number; key: number; texts: string[] };

describeOnDrivers('works search', (use) => {
  /** Every work on sale with all of its texts: what the reference search reads. */
  async function onSale(sort: WorkSort): Promise<Listed[]> {
    const { db } = use();
    const rows = await db.select().from(works).where(eq(works.status, GoodsStatus.ON_SALE));
    const translations = await db.select().from(workTranslations);
    const key = (row: (typeof rows)[number]) =>
      sort === 'newest' ? row.createdAt.getTime() : sort === 'popular' ? row.popularity : row.price;
    return rows.map((row) => ({
      id: row.id,
      key: key(row),
      texts: [
        row.title,
        row.description,
        ...translations.filter((t) => t.workId === row.id).flatMap((t) => [t.title, t.description]),
      ],
    }));
  }

  /** The reference: contains the keyword in any text, case-insensitively, in the sort's order then id. */
  async function expected(keyword: string, sort: WorkSort): Promise<number[]> {
    const wanted = keyword.toLowerCase();
    const sign = WORK_SORT_SPECS[sort].direction === 'asc' ? 1 : -1;
    return (await onSale(sort))
      .filter((row) => row.texts.some((text) => text.toLowerCase().includes(wanted)))
      .sort((a, b) => sign * (a.key - b.key) || sign * (a.id - b.id))
      .map((row) => row.id);
  }

  async function listed(keyword: string, sort: WorkSort, cap?: number) {
    const page = await listWorksPage(use().db, 'en', { keyword }, sort, undefined, 200, cap);
    return { ids: page.rows.map((row) => row.work.id), total: page.total, capped: page.capped };
  }

  /**
   * Works of our own whose keyword is only in translations, two of them per work (English and Traditional
   * Chinese): a translation probe cut short may then count one work twice.
   */
  async function twiceTranslated(count: number): Promise<string> {
    const { db } = use();
    const seller = await person(db);
    const keyword = `zq${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < count; i++) {
      const id = await work(db, seller.id, { price: 1000 + i * 100 });
      await db.insert(workTranslations).values([
        { workId: id, lang: 'en', title: `Harbour ${keyword} ${i}` },
        { workId: id, lang: 'zh-tw', title: `港灣 ${keyword.toUpperCase()} ${i}` },
      ]);
    }
    return keyword;
  }

  it('every keyword and sort lists what a plain contains-search lists, in the same order', async () => {
    // Originals only (English), translations only (an English phrase of Chinese originals), both tables
    // (Chinese, bigram index), and a keyword found everywhere (walks the sort index at the default cap).
    for (const keyword of ['lighthouse', 'Bamboo Grove', '竹林', '紙船', '·', 'nothing-matches-this']) {
      for (const sort of WORK_SORTS) {
        const want = await expected(keyword, sort);
        const got = await listed(keyword, sort);
        expect(got.ids, `${keyword} ${sort}`).toEqual(want);
        expect(got.total, `${keyword} ${sort}`).toBe(want.length);
        expect(got.capped).toBe(false);
      }
    }
  });

  it('at every cap the plan changes at, the order and the total stay the reference’s', async () => {
    // '·' is in many originals and translations; 'Bamboo Grove' only in translations. Caps below, at and
    // above the number of matches take each branch: originals past the cap, translations past it, neither.
    for (const keyword of ['·', 'Bamboo Grove', '竹林']) {
      const want = await expected(keyword, 'price_asc');
      expect(want.length, keyword).toBeGreaterThan(1);
      for (const cap of [1, Math.floor(want.length / 2), want.length - 1, want.length, want.length + 1]) {
        const got = await listed(keyword, 'price_asc', cap);
        expect(got.ids, `${keyword} cap ${cap}`).toEqual(want);
        expect(got.capped, `${keyword} cap ${cap}`).toBe(want.length > cap);
        expect(got.total, `${keyword} cap ${cap}`).toBe(want.length > cap ? cap : want.length);
      }
    }
  });

  it('a work whose keyword is in two of its translations counts once, whatever the cap', async () => {
    const keyword = await twiceTranslated(3);
    const want = await expected(keyword, 'price_asc');
    expect(want).toHaveLength(3);
    // Cap 2 asks for 3 candidates: the translation probe's 3 rows may be only 2 works (one of them twice),
    // which must not pass for "2 matches, exactly".
    for (const cap of [1, 2, 3, 4, 6]) {
      const got = await listed(keyword, 'price_asc', cap);
      expect(got.ids, `cap ${cap}`).toEqual(want);
      expect(got.capped, `cap ${cap}`).toBe(cap < 3);
      expect(got.total, `cap ${cap}`).toBe(Math.min(cap, 3));
    }
  });
});
