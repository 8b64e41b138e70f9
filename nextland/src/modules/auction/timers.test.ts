// Opening and closing lots on the real app, on PGlite and PostgreSQL (decision 0028 §1): the leader wins at the
// end when the reserve is met, an extended end keeps the lot open, and a lot whose end passed while nextland was
// down closes with the right winner once its timer is scheduled again.
import { eq, sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { createClock } from '../../lib/clock.js';
import { call } from '../../test/account-helpers.js';
import { MINUTE, newLot } from '../../test/auction-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { goodsRow, person } from '../../test/order-helpers.js';
import { auctionLots } from '../goods/schema.js';
import { AuctionLotStatus, GoodsStatus } from '../goods/status.js';
import { AUCTION_CUSTOMER } from './routes.js';
import { scheduleMissingAuctionTimers } from './timers.js';

/** The sweep's own view of now (the app's clock starts at the wall clock; the tests move it later). */
const clock = createClock();

describeOnDrivers('auction timers', (use) => {
  const bid = (token: string, goodsId: number, maxFen: number) =>
    call(use().app, 'POST', `${AUCTION_CUSTOMER}/bid/${goodsId}`, { maxFen }, { token });
  const lotOf = async (goodsId: number) => {
    const [lot] = await use().db.select().from(auctionLots).where(eq(auctionLots.goodsId, goodsId));
    if (!lot) throw new Error(`no lot for goods ${goodsId}`);
    return lot;
  };
  let moved = 0;
  /**
   * Time passes on the auction clock; then every queued lot timer runs now. The handlers decide by the clock, so
   * one that is early puts itself back (not due at once), exactly as it would at its own time.
   */
  const pass = async (seconds: number) => {
    moved += seconds;
    expect((await call(use().app, 'POST', '/dev/clock', { seconds })).status).toBe(200);
    for (const queue of ['auction.open', 'auction.close']) {
      const ran = await call(use().app, 'POST', '/dev/jobs/advance', { seconds: 86_400, queue });
      expect(ran.status).toBe(200);
    }
  };
  afterEach(async () => {
    if (moved !== 0) await call(use().app, 'POST', '/dev/clock', { seconds: -moved });
    moved = 0;
  });

  it('at the end the leader wins when the reserve is met; otherwise, or without bids, the lot is unsold', async () => {
    const { db } = use();
    const seller = await person(db);
    const [a, b] = [await person(db), await person(db)];
    const won = await newLot(db, seller.id, { endsInMs: 10 * MINUTE });
    const short = await newLot(db, seller.id, { endsInMs: 10 * MINUTE, reserveFen: 9000 });
    const empty = await newLot(db, seller.id, { endsInMs: 10 * MINUTE });
    await bid(a.token, won, 5000);
    await bid(b.token, won, 3000);
    await bid(a.token, short, 2000);
    expect(await scheduleMissingAuctionTimers(db, clock)).toBeGreaterThanOrEqual(3);
    await pass(9 * 60);
    expect((await lotOf(won)).status).toBe(AuctionLotStatus.BIDDING);
    await pass(2 * 60);
    const closed = await lotOf(won);
    expect([closed.status, closed.leaderId, closed.currentPrice]).toEqual([
      AuctionLotStatus.WON_AWAITING_PAYMENT,
      a.id,
      3100,
    ]);
    expect((await goodsRow(db, won))?.status).toBe(GoodsStatus.SOLD_OUT);
    for (const unsold of [short, empty]) {
      expect((await lotOf(unsold)).status).toBe(AuctionLotStatus.UNSOLD);
      expect((await goodsRow(db, unsold))?.status).toBe(GoodsStatus.OFF_SALE);
    }
    expect((await bid(b.token, won, 90_000)).status).toBe(409);
    expect((await lotOf(won)).seq).toBe(closed.seq);
  });

  it('a bid in the last five minutes keeps the lot open until the extended end', async () => {
    const { db } = use();
    const seller = await person(db);
    const [a, b] = [await person(db), await person(db)];
    const lot = await newLot(db, seller.id, { endsInMs: 10 * MINUTE });
    await scheduleMissingAuctionTimers(db, clock);
    await bid(a.token, lot, 5000);
    await pass(7 * 60);
    expect((await bid(b.token, lot, 6000)).status).toBe(200);
    await pass(4 * 60); // past the first end: the close finds the later end and waits for it
    expect((await lotOf(lot)).status).toBe(AuctionLotStatus.BIDDING);
    await pass(5 * 60);
    expect(await lotOf(lot)).toMatchObject({ status: AuctionLotStatus.WON_AWAITING_PAYMENT, leaderId: b.id });
  });

  it('a lot whose end passed while nextland was down closes with the leader of its last bid', async () => {
    const { db } = use();
    const seller = await person(db);
    const [a, b] = [await person(db), await person(db)];
    const lot = await newLot(db, seller.id, { endsInMs: 10 * MINUTE });
    const far = await newLot(db, seller.id, { endsInMs: 3 * 60 * MINUTE });
    await bid(a.token, lot, 4000);
    await bid(b.token, lot, 7000);
    // Down: no job was ever queued, and the end went by.
    await db.execute(
      sql`update auction_lots set ends_at = now() - interval '1 minute' where goods_id = ${lot}`,
    );
    expect(await scheduleMissingAuctionTimers(db, clock)).toBeGreaterThanOrEqual(1);
    await use().app.jobs.drain();
    expect(await lotOf(lot)).toMatchObject({
      status: AuctionLotStatus.WON_AWAITING_PAYMENT,
      leaderId: b.id,
      currentPrice: 4100,
    });
    // Beyond the hour ahead: no timer yet (a later sweep queues it), so a huge catalogue queues few jobs.
    const farJobs = (await db.execute(sql`select count(*)::int as n from pgboss.job
      where name = 'auction.close' and (data->>'lotId')::bigint = ${(await lotOf(far)).id}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(farJobs.rows[0]?.n).toBe(0);
  });
});
