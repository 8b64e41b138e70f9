// Releasing a lot (decision 0028 §5) on the real app and database, PGlite and PostgreSQL: the auction step's
// rules (400 per field, `auction.*`), review and approval writing the lot and its timers, bidding once it
// opens, and the buyer's own bids by where they stand.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { createClock } from '../../lib/clock.js';
import { call } from '../../test/account-helpers.js';
import { MINUTE, newLot } from '../../test/auction-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { notifySandbox } from '../../test/order-helpers.js';
import { categoryId, personOfType, type Use } from '../../test/selling-helpers.js';
import { sampleImage, uploadFile } from '../../test/upload-helpers.js';
import { closeLot } from '../auction/close.js';
import { AUCTION_CUSTOMER } from '../auction/routes.js';
import { AccountType } from '../customer/account-type.js';
import { auctionLots, goods } from '../goods/schema.js';
import { AuctionLotStatus, GoodsStatus, SaleType } from '../goods/status.js';
import type { PaymentDto } from '../order/dto.js';

const SITE = '/nextland-site/api/framework/v1/site';
const DRAFTS = `${SITE}/auction-goods/draft`;
const HOUR = 60 * MINUTE;

type LotDraft = { id: string; status: number; priceFen: number; auction: Record<string, unknown> };
type Fields = { fields: { field: string; message: string }[] };
type MyBids = { records: { goodsId: string; myStatus: string; myMaxFen: number; priceFen: number }[] };

const fieldsOf = (body: { data: unknown }) => (body.data as Fields).fields.map((f) => f.field).sort();

async function coverOf(use: Use, token: string): Promise<string> {
  const reply = await uploadFile(use().app, 'listing', await sampleImage('png'), {
    token,
    filename: 'lot.png',
    contentType: 'image/png',
  });
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.url;
}

describeOnDrivers('lot release API', (use) => {
  const send = <T = LotDraft>(method: 'POST' | 'PUT' | 'GET', url: string, token: string, body?: unknown) =>
    call<T>(use().app, method, url, body, { token, lang: 'en' });
  let moved = 0;
  const pass = async (seconds: number) => {
    moved += seconds;
    expect((await call(use().app, 'POST', '/dev/clock', { seconds })).status).toBe(200);
    for (const queue of ['auction.open', 'auction.close'])
      expect(
        (await call(use().app, 'POST', '/dev/jobs/advance', { seconds: 86_400 * 31, queue })).status,
      ).toBe(200);
  };
  afterEach(async () => {
    if (moved !== 0) await call(use().app, 'POST', '/dev/clock', { seconds: -moved });
    moved = 0;
  });

  it('checks the ladder on save and the whole auction step on release, one 400 field each', async () => {
    const seller = await personOfType(use().db);
    const created = await send('POST', DRAFTS, seller.token, {
      title: '青瓷拍品',
      auction: { startPriceFen: 10_000 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ status: GoodsStatus.DRAFT, priceFen: 10_000 });
    const id = created.body.data.id;
    const [row] = await use()
      .db.select()
      .from(goods)
      .where(eq(goods.id, Number(id)));
    expect([row?.saleType, row?.stock]).toEqual([SaleType.AUCTION, 1]);
    // Not through the goods drafts: a lot's price and stock are its auction's.
    const asGoods = await send('PUT', `${SITE}/goods/draft/${id}`, seller.token, { priceFen: 1, stock: 9 });
    expect(asGoods.status).toBe(404);

    const badLadder = await send('PUT', `${DRAFTS}/${id}`, seller.token, {
      auction: {
        ladder: [
          { fromFen: 0, incrementFen: 100 },
          { fromFen: 0, incrementFen: 500 },
        ],
      },
    });
    expect(badLadder.status).toBe(400);
    expect(fieldsOf(badLadder.body)).toEqual(['auction.ladder.1.fromFen']);
    expect((badLadder.body.data as unknown as Fields).fields[0]?.message).toBe(
      'Each price band must start above the one before it',
    );

    const now = Date.now();
    const saved = await send('PUT', `${DRAFTS}/${id}`, seller.token, {
      description: '龙泉青瓷',
      categoryId: await categoryId(use().db, 'ceramics'),
      images: [await coverOf(use, seller.token)],
      auction: {
        ladder: [{ fromFen: 0, incrementFen: 500 }],
        reserveFen: 5_000,
        startsAt: new Date(now - HOUR).toISOString(),
        endsAt: new Date(now - HOUR / 2).toISOString(),
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const refused = await send('POST', `${SITE}/goods/release/${id}`, seller.token);
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['auction.endsAt', 'auction.reserveFen', 'auction.startsAt']);
    // Nothing moved: still a draft, no lot.
    expect(
      (
        await use()
          .db.select()
          .from(auctionLots)
          .where(eq(auctionLots.goodsId, Number(id)))
      ).length,
    ).toBe(0);
  });

  it('a lot released into review, approved, opens at its start and takes bids; the buyer sees them', async () => {
    const { db } = use();
    const seller = await personOfType(db);
    const official = await personOfType(db, AccountType.OFFICIAL);
    const [a, b] = [await personOfType(db), await personOfType(db)];
    const now = Date.now();
    const created = await send('POST', DRAFTS, seller.token, {
      title: '山水立轴',
      description: '水墨山水',
      categoryId: await categoryId(db, 'painting'),
      images: [await coverOf(use, seller.token)],
      auction: {
        startPriceFen: 10_000,
        ladder: [
          { fromFen: 0, incrementFen: 500 },
          { fromFen: 50_000, incrementFen: 2_000 },
        ],
        reserveFen: null,
        depositFen: 2_000,
        startsAt: new Date(now + HOUR).toISOString(),
        endsAt: new Date(now + 25 * HOUR).toISOString(),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = Number(created.body.data.id);
    const released = await send('POST', `${SITE}/goods/release/${id}`, seller.token);
    expect(released.body.data).toMatchObject({ status: GoodsStatus.UNDER_REVIEW });
    expect((await db.select().from(auctionLots).where(eq(auctionLots.goodsId, id))).length).toBe(0);
    const locked = await send('PUT', `${DRAFTS}/${id}`, seller.token, { title: 'x' });
    expect(locked.status).toBe(409);

    const approved = await send('POST', `${SITE}/review/goods/approve/${id}`, official.token);
    expect(approved.body.data).toMatchObject({ status: GoodsStatus.ON_SALE });
    const [lot] = await db.select().from(auctionLots).where(eq(auctionLots.goodsId, id));
    expect(lot).toMatchObject({
      status: AuctionLotStatus.NOT_STARTED,
      startPrice: 10_000,
      currentPrice: 10_000,
      increment: 500,
      depositFen: 2_000,
      reserveFen: null,
    });
    const queued = await db.execute(sql`select name from pgboss.job
      where data->>'lotId' = ${String(lot?.id)} and state = 'created' order by name`);
    expect((queued as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual([
      'auction.close',
      'auction.open',
    ]);
    const bid = (token: string, maxFen: number) =>
      call(use().app, 'POST', `${AUCTION_CUSTOMER}/bid/${id}`, { maxFen }, { token });
    expect((await bid(a.token, 20_000)).status).toBe(409); // not started yet

    await pass(61 * 60);
    expect((await db.select().from(auctionLots).where(eq(auctionLots.goodsId, id)))[0]?.status).toBe(
      AuctionLotStatus.BIDDING,
    );
    // The lot asks a deposit: bids wait for it to be held (paid through the sandbox).
    expect((await bid(a.token, 20_000)).body).toMatchObject({ code: 409, data: { depositFen: 2_000 } });
    for (const bidder of [a, b]) {
      const payment = await call<PaymentDto>(
        use().app,
        'POST',
        `${AUCTION_CUSTOMER}/deposit/${id}`,
        { idempotencyKey: randomUUID() },
        { token: bidder.token },
      );
      expect(payment.body.data.amountFen).toBe(2_000);
      const paid = await notifySandbox(use, { paymentId: payment.body.data.id, amountFen: 2_000 });
      expect(paid.statusCode).toBe(200);
    }
    expect((await bid(a.token, 20_000)).body.data).toMatchObject({ leading: true, priceFen: 10_000 });
    expect((await bid(b.token, 15_000)).body.data).toMatchObject({ leading: false, priceFen: 15_500 });

    const mine = await send<MyBids>('GET', `${AUCTION_CUSTOMER}/my/bids?status=leading`, a.token);
    expect(mine.body.data.records).toEqual([
      expect.objectContaining({
        goodsId: String(id),
        myStatus: 'leading',
        myMaxFen: 20_000,
        priceFen: 15_500,
      }),
    ]);
    const theirs = await send<MyBids>('GET', `${AUCTION_CUSTOMER}/my/bids`, b.token);
    expect(theirs.body.data.records.map((r) => [r.myStatus, r.myMaxFen])).toEqual([['outbid', 15_000]]);
    // Bids are final for the seller too: a lot with bids cannot be taken off sale.
    const offSale = await call<{ ok: boolean; code?: number; message?: string }[]>(
      use().app,
      'POST',
      `${SITE}/goods/off-shelf`,
      { ids: [String(id)] },
      { token: seller.token, lang: 'en' },
    );
    expect(offSale.body.data).toEqual([
      {
        id: String(id),
        ok: false,
        code: 409,
        message: 'Bids have been placed on this lot: it stays on sale until the auction ends',
      },
    ]);
  });

  it('my bids: won, lost and unsold by standing, newest activity first, in cursor pages', async () => {
    const { db } = use();
    const seller = await personOfType(db);
    const [a, b] = [await personOfType(db), await personOfType(db)];
    const won = await newLot(db, seller.id, { endsInMs: 10 * MINUTE });
    const lost = await newLot(db, seller.id, { endsInMs: 10 * MINUTE });
    const unsold = await newLot(db, seller.id, { endsInMs: 10 * MINUTE, reserveFen: 90_000 });
    const bid = (token: string, goodsId: number, maxFen: number) =>
      call(use().app, 'POST', `${AUCTION_CUSTOMER}/bid/${goodsId}`, { maxFen }, { token });
    await bid(a.token, won, 5000);
    await bid(b.token, won, 3000);
    await bid(a.token, lost, 2000);
    await bid(b.token, lost, 4000);
    await bid(a.token, unsold, 3000);
    const later = createClock();
    later.advance(11 * 60);
    for (const goodsId of [won, lost, unsold]) {
      const [lot] = await db.select().from(auctionLots).where(eq(auctionLots.goodsId, goodsId));
      await closeLot(db, { clock: later, payWindowSeconds: 86_400 }, lot?.id ?? 0);
    }
    const list = async (status: string) =>
      (
        await send<MyBids>('GET', `${AUCTION_CUSTOMER}/my/bids?status=${status}`, a.token)
      ).body.data.records.map((r) => Number(r.goodsId));
    expect(await list('won')).toEqual([won]);
    expect(await list('lost')).toEqual([unsold, lost]);
    expect(await list('leading')).toEqual([]);

    const first = await send<MyBids & { nextCursor: string; hasNext: boolean; total: number }>(
      'GET',
      `${AUCTION_CUSTOMER}/my/bids?size=2`,
      a.token,
    );
    expect([first.body.data.hasNext, first.body.data.total]).toEqual([true, 3]);
    const second = await send<MyBids & { hasNext: boolean }>(
      'GET',
      `${AUCTION_CUSTOMER}/my/bids?size=2&after=${first.body.data.nextCursor}`,
      a.token,
    );
    expect(second.body.data.records.map((r) => Number(r.goodsId))).toEqual([won]);
    expect((await send('GET', `${AUCTION_CUSTOMER}/my/bids?status=nope`, a.token)).status).toBe(400);

    // Taken off sale before anyone bid: the lot ends unsold with it (its close job then finds it done).
    const quiet = await newLot(db, seller.id);
    const off = await call(
      use().app,
      'POST',
      `${SITE}/goods/off-shelf`,
      { ids: [String(quiet)] },
      { token: seller.token },
    );
    expect(off.body.data).toEqual([{ id: String(quiet), ok: true }]);
    const [withdrawn] = await db.select().from(auctionLots).where(eq(auctionLots.goodsId, quiet));
    expect(withdrawn?.status).toBe(AuctionLotStatus.UNSOLD);
  });
});
