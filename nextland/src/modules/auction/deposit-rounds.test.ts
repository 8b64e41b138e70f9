// A lot released again after it went unsold is a new round (decision 0028 §1, "Rounds"), on the real
// app and both databases: a bidder whose deposit of the first round was released deposits again and bids; a
// first-round deposit paid only now goes straight back; a lot taken off sale before any bid sends its held
// deposits back.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../test/account-helpers.js';
import { MINUTE, newLot } from '../../test/auction-helpers.js';
import { auctionSettleKit, HOUR } from '../../test/auction-settle-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { notifySandbox } from '../../test/order-helpers.js';
import { categoryId, personOfType } from '../../test/selling-helpers.js';
import { sampleImage, uploadFile } from '../../test/upload-helpers.js';
import { AccountType } from '../customer/account-type.js';
import { AuctionLotStatus, GoodsStatus } from '../goods/status.js';
import { refunds } from '../refund/schema.js';
import { DepositStatus, deposits } from './schema.js';

const SITE = '/nextland-site/api/framework/v1/site';
const DRAFTS = `${SITE}/auction-goods/draft`;

describeOnDrivers('a lot released again: deposits of a new round', (use) => {
  const { bid, deposit, holdDeposit, pass, lotOf, view } = auctionSettleKit(use);
  let offset = 0;
  /** The auction clock moves (the kit's `pass` keeps the offset to put it back; the step is relative to it). */
  const advance = async (seconds: number) => {
    offset += seconds;
    await pass(seconds);
  };
  const auctionNow = () => Date.now() + offset * 1000;
  const step = () => ({
    startPriceFen: 1_000,
    ladder: [{ fromFen: 0, incrementFen: 100 }],
    reserveFen: null,
    depositFen: 500,
    startsAt: new Date(auctionNow() + 5 * MINUTE).toISOString(),
    endsAt: new Date(auctionNow() + 2 * HOUR * 1000).toISOString(),
  });
  const depositsOf = (lotId: number, bidderId: number) =>
    use()
      .db.select()
      .from(deposits)
      .where(and(eq(deposits.lotId, lotId), eq(deposits.bidderId, bidderId)))
      .orderBy(deposits.id);

  it('a bidder of the unsold first round deposits again and bids; a first-round deposit paid late is refunded', async () => {
    const { db, app } = use();
    offset = 0;
    const seller = await personOfType(db);
    const official = await personOfType(db, AccountType.OFFICIAL);
    const [a, b] = [await personOfType(db), await personOfType(db)];
    const send = (method: 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
      call<{ id: string; status: number }>(app, method, url, body, { token, lang: 'en' });
    const upload = await uploadFile(app, 'listing', await sampleImage('png'), {
      token: seller.token,
      filename: 'lot.png',
      contentType: 'image/png',
    });
    const created = await send('POST', DRAFTS, seller.token, {
      title: '青花小罐',
      description: '一只青花小罐',
      categoryId: await categoryId(db, 'painting'),
      images: [upload.body.data.url],
      auction: step(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const goodsId = Number(created.body.data.id);
    const putOnSale = async () => {
      expect((await send('POST', `${SITE}/goods/release/${goodsId}`, seller.token)).status).toBe(200);
      const approved = await send('POST', `${SITE}/review/goods/approve/${goodsId}`, official.token);
      expect(approved.body.data).toMatchObject({ status: GoodsStatus.ON_SALE });
    };

    // Round 1: b holds a deposit, a asks for one but does not pay; nobody bids, so the lot goes unsold.
    await putOnSale();
    await advance(10 * 60);
    const first = await lotOf(goodsId);
    expect([first.status, first.round]).toEqual([AuctionLotStatus.BIDDING, 1]);
    await holdDeposit(b.token, goodsId);
    const unpaid = await deposit(a.token, goodsId);
    expect(unpaid.status).toBe(200);
    await advance(2 * 3600);
    expect((await lotOf(goodsId)).status).toBe(AuctionLotStatus.UNSOLD);
    const [released] = await depositsOf(first.id, b.id);
    expect([released?.status, released?.round]).toEqual([DepositStatus.RELEASED, 1]);

    // Round 2: the same settings with new times, released and approved again.
    const saved = await send('PUT', `${DRAFTS}/${goodsId}`, seller.token, { auction: step() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await putOnSale();
    await advance(10 * 60);
    const second = await lotOf(goodsId);
    expect([second.id, second.status, second.round]).toEqual([first.id, AuctionLotStatus.BIDDING, 2]);
    // b has no deposit in this round yet: the bid waits for one, and the view shows none.
    expect((await bid(b.token, goodsId, 1_000)).status).toBe(409);
    expect((await view(b.token, goodsId)).body.data.viewer.deposit).toBeNull();
    await holdDeposit(b.token, goodsId);
    expect((await view(b.token, goodsId)).body.data.viewer.deposit?.status).toBe(DepositStatus.HELD);
    expect((await bid(b.token, goodsId, 1_000)).status).toBe(200);
    expect((await depositsOf(first.id, b.id)).map((d) => [d.round, d.status])).toEqual([
      [1, DepositStatus.RELEASED],
      [2, DepositStatus.HELD],
    ]);

    // a's first-round payment arrives now: it does not count for round 2 and goes straight back.
    const paidLate = await notifySandbox(use, {
      paymentId: unpaid.body.data.id,
      amountFen: unpaid.body.data.amountFen,
    });
    expect(paidLate.statusCode).toBe(200);
    const [stale] = await depositsOf(first.id, a.id);
    expect([stale?.round, stale?.status]).toEqual([1, DepositStatus.RELEASED]);
    const [refund] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.depositId, stale?.id ?? 0));
    expect(refund?.amountFen).toBe(500);
    expect((await bid(a.token, goodsId, 2_000)).status).toBe(409);
    expect((await view(a.token, goodsId)).body.data.viewer.deposit).toBeNull();
  });

  it('a lot taken off sale before any bid sends its held deposits back', async () => {
    const { db, app } = use();
    const seller = await personOfType(db);
    const b = await personOfType(db);
    const goodsId = await newLot(db, seller.id, { endsInMs: HOUR * 1000, depositFen: 500 });
    await holdDeposit(b.token, goodsId);
    const off = await call(
      app,
      'POST',
      `${SITE}/goods/off-shelf`,
      { ids: [String(goodsId)] },
      { token: seller.token },
    );
    expect(off.body.data).toEqual([{ id: String(goodsId), ok: true }]);
    const lot = await lotOf(goodsId);
    expect(lot.status).toBe(AuctionLotStatus.UNSOLD);
    const [held] = await depositsOf(lot.id, b.id);
    expect(held?.status).toBe(DepositStatus.RELEASED);
    const [refund] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.depositId, held?.id ?? 0));
    expect(refund?.amountFen).toBe(500);
  });
});
