import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { findCategoriesWithCounts } from '../../modules/category/queries.js';
import type { CategoryDto } from '../../modules/category/validators.js';
import { customers } from '../../modules/customer/schema.js';
import { goods } from '../../modules/goods/schema.js';
import { GoodsStatus } from '../../modules/goods/status.js';
import type { SellerDto } from '../../modules/seller/validators.js';
import { getJson, SITE } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';

const SELLERS = `${SITE}/seller/batch`;
const CATEGORIES = `${SITE}/category/list`;

export function sellerCategoryCases(use: UseApi): void {
  it('returns sellers in the order asked, de-duplicated, omitting unknown ids', async () => {
    const { app, db, filesDir } = use();
    const rows = await db.select().from(customers).orderBy(customers.id).limit(3);
    const [a, b, c] = rows.map((r) => String(r.id));
    const reply = await getJson<SellerDto[]>(app, `${SELLERS}?ids=${c},999999,${a},${c},${b}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((s) => s.id)).toEqual([c, a, b]);
    const first = reply.body.data.find((s) => s.id === a);
    const row = rows[0];
    expect(first).toEqual({
      id: a,
      nickname: row?.nickname,
      bio: row?.bio,
      type: row?.type,
      avatar: { url: row?.avatarUrl, width: 256, height: 256, alt: row?.nickname },
    });
    expect(existsSync(join(filesDir, first?.avatar?.url.replace('/files/', '') ?? 'missing'))).toBe(true);
  });

  it('exposes only the public profile', async () => {
    const { app, db } = use();
    const [row] = await db.select().from(customers).limit(1);
    const reply = await getJson<SellerDto[]>(app, `${SELLERS}?ids=${row?.id}`);
    expect(Object.keys(reply.body.data[0] ?? {}).sort()).toEqual(['avatar', 'bio', 'id', 'nickname', 'type']);
    expect(JSON.stringify(reply.body)).not.toContain(row?.invitationCode ?? 'never');
  });

  it('answers an empty list when no id is known, and accepts exactly 100 ids', async () => {
    const { app, db } = use();
    const none = await getJson<SellerDto[]>(app, `${SELLERS}?ids=999998,999999`);
    expect(none.body).toMatchObject({ code: 200, data: [] });
    const ids = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    const hundred = await getJson<SellerDto[]>(app, `${SELLERS}?ids=${ids}`);
    const [known] = await db.select({ n: count() }).from(customers);
    expect(hundred.status).toBe(200);
    expect(hundred.body.data).toHaveLength(Math.min(100, known?.n ?? 0));
  });

  it('every seller referenced by goods on sale resolves', async () => {
    const { app, db } = use();
    const sellerIds = await db.selectDistinct({ id: goods.sellerId }).from(goods).where(eq(goods.status, 3));
    const reply = await getJson<SellerDto[]>(app, `${SELLERS}?ids=${sellerIds.map((s) => s.id).join(',')}`);
    expect(reply.body.data).toHaveLength(sellerIds.length);
  });

  it('lists categories with localised names and on-sale counts', async () => {
    const { app, db } = use();
    const byLang = await Promise.all(
      ['zh-cn', 'en', 'zh-tw'].map(
        async (lang) => (await getJson<CategoryDto[]>(app, `${CATEGORIES}?lang=${lang}`)).body.data,
      ),
    );
    const [cn = [], en = [], tw = []] = byLang;
    expect(cn.length).toBeGreaterThanOrEqual(8);
    expect(en.map((c) => c.id)).toEqual(cn.map((c) => c.id));
    expect(tw.map((c) => c.id)).toEqual(cn.map((c) => c.id));
    for (const category of en) expect(category.name).toMatch(/^[\x20-\x7e]+$/);
    for (const category of cn) expect(category.name).toMatch(/\p{Script=Han}/u);
    // Traditional differs from Simplified for at least some names (書法 vs 书法, 攝影 vs 摄影…).
    expect(tw.some((c, i) => c.name !== cn[i]?.name)).toBe(true);
    expect(new Set(cn.map((c) => c.code)).size).toBe(cn.length);
    const [onSale] = await db.select({ n: count() }).from(goods).where(eq(goods.status, GoodsStatus.ON_SALE));
    expect(cn.reduce((sum, c) => sum + c.goodsCount, 0)).toBe(onSale?.n);
    expect(cn.every((c) => c.goodsCount > 0 && c.goodsCountRelation === 'EXACT')).toBe(true);
  });

  it('counts each category only up to the cap, then says "at least"', async () => {
    const { db } = use();
    const exact = await findCategoriesWithCounts(db, 'en', 1_000_000);
    const capped = await findCategoriesWithCounts(db, 'en', 3);
    expect(capped.map((c) => c.id)).toEqual(exact.map((c) => c.id));
    for (const [i, category] of capped.entries()) {
      // Counting stops one past the cap: enough to know the cap was passed, never the whole category.
      expect(category.goodsCount).toBe(Math.min(exact[i]?.goodsCount ?? 0, 4));
    }
    expect(capped.some((c) => c.goodsCount > 3)).toBe(true);
  });
}
