// Amounts past the old 32-bit limit (¥21,474,836.47) are stored, listed and returned exactly, up to 2^53 − 1 fen.
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { GoodsDetail, GoodsSummary } from '../../modules/goods/dto.js';
import { auctionLots, goods } from '../../modules/goods/schema.js';
import { GoodsStatus, SaleType } from '../../modules/goods/status.js';
import { C, call, registerNew } from '../account-helpers.js';
import { CLIENT_AUTH, getJson, SITE } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';

const INT32_MAX = 2_147_483_647;
const MAX_FEN = Number.MAX_SAFE_INTEGER;

type Page = { records: GoodsSummary[] };
type Fields = { fields: { field: string; message: string }[] };

/** Two goods priced past 2^31 − 1 fen (one an auction), removed again so other cases see the seed only. */
async function withExpensiveGoods(use: UseApi, run: (ids: { fixed: number; lot: number }) => Promise<void>) {
  const { db } = use();
  const [seller] = await db.select({ id: goods.sellerId }).from(goods).limit(1);
  const base = { sellerId: seller?.id as number, status: GoodsStatus.ON_SALE, stock: 1 };
  const [fixed, lot] = await db
    .insert(goods)
    .values([
      { ...base, title: '价值连城', saleType: SaleType.FIXED_PRICE, price: MAX_FEN },
      {
        ...base,
        title: '拍品',
        saleType: SaleType.AUCTION,
        price: INT32_MAX + 101,
        auctionEndsAt: new Date('2026-12-20T00:00:00Z'),
      },
    ])
    .returning({ id: goods.id });
  const ids = { fixed: fixed?.id as number, lot: lot?.id as number };
  await db.insert(auctionLots).values({
    goodsId: ids.lot,
    startPrice: INT32_MAX + 1,
    increment: INT32_MAX + 100,
    currentPrice: INT32_MAX + 101,
    bidCount: 1,
    startsAt: new Date('2026-11-20T00:00:00Z'),
    endsAt: new Date('2026-12-20T00:00:00Z'),
  });
  try {
    await run(ids);
  } finally {
    await db.delete(goods).where(inArray(goods.id, [ids.fixed, ids.lot]));
  }
}

export function moneyCases(use: UseApi): void {
  it('stores, lists and returns a goods price above ¥21,474,836.47 exactly, up to 2^53 − 1 fen', async () => {
    await withExpensiveGoods(use, async ({ fixed, lot }) => {
      const { app, db } = use();
      const [stored] = await db.select({ price: goods.price }).from(goods).where(eq(goods.id, fixed));
      expect(stored?.price).toBe(MAX_FEN);
      const page = await getJson<Page>(app, `${SITE}/homepage/goods/page?sort=price_desc&size=2`);
      expect(page.body.data.records.map((r) => [r.id, r.price])).toEqual([
        [String(fixed), MAX_FEN],
        [String(lot), INT32_MAX + 101],
      ]);
      // The reply carries the exact digits, not a rounded float.
      const raw = await app.inject({
        url: `${SITE}/goods/detail/${fixed}`,
        headers: { authorization: CLIENT_AUTH },
      });
      expect(raw.statusCode).toBe(200);
      expect(raw.body).toContain('"price":9007199254740991,');
    });
  });

  it('returns auction amounts past 2^31 − 1 fen exactly', async () => {
    await withExpensiveGoods(use, async ({ lot }) => {
      const detail = await getJson<GoodsDetail>(use().app, `${SITE}/goods/detail/${lot}`);
      expect(detail.body.data.price).toBe(INT32_MAX + 101);
      expect(detail.body.data.auction).toMatchObject({
        startPrice: INT32_MAX + 1,
        increment: INT32_MAX + 100,
        currentPrice: INT32_MAX + 101,
      });
    });
  });

  it('the database refuses an amount a JS number could not read back exactly', async () => {
    const { db } = use();
    const [seller] = await db.select({ id: goods.sellerId }).from(goods).limit(1);
    // bigint holds 2^53, but reading it as a number could not tell it from 2^53 + 1: the check stops it.
    await expect(
      db.insert(goods).values({ sellerId: seller?.id as number, title: 'x', price: 2 ** 53 }),
    ).rejects.toThrow();
  });

  it('no-postage minimum amounts: any whole fen up to 2^53 − 1; beyond, fractions and negatives are 400', async () => {
    const { app } = use();
    const { access_token: token } = await registerNew(app);
    const create = (minAmount: unknown) =>
      call<{ minAmount: number } & Fields>(
        app,
        'POST',
        `${C}/express/create`,
        { name: '满额包邮', regions: ['110000'], minAmount },
        { token },
      );
    for (const amount of [INT32_MAX + 1, MAX_FEN]) {
      const created = await create(amount);
      expect(created.body.code, JSON.stringify(created.body)).toBe(200);
      expect(created.body.data.minAmount).toBe(amount);
    }
    const listed = await call<{ records: { minAmount: number }[] }>(
      app,
      'GET',
      `${C}/express/page`,
      undefined,
      {
        token,
      },
    );
    expect(listed.body.data.records.map((r) => r.minAmount).sort()).toEqual([INT32_MAX + 1, MAX_FEN].sort());
    for (const amount of [MAX_FEN + 2, 2 ** 63, 12.5, -1, 0, '100']) {
      const refused = await create(amount);
      expect(refused.status, String(amount)).toBe(400);
      expect(refused.body.data.fields[0]?.field).toBe('minAmount');
    }
  });
}
