// A stale bid is answered without queueing for the lot's lock (bid.ts): on PostgreSQL, a bid below the
// committed minimum is refused while another transaction holds the lot's row lock, and a bid that may count
// waits for it. A bid whose lot another process changed after its read is decided again on what committed.
// (PGlite runs one statement at a time, so it cannot hold a lock against a second request.)
import { asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { call } from '../../test/account-helpers.js';
import { newLot } from '../../test/auction-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { person } from '../../test/order-helpers.js';
import { auctionLots } from '../goods/schema.js';
import { applyBid, type BidAnswer } from './bid.js';
import { AUCTION_CUSTOMER } from './routes.js';
import { bids } from './schema.js';

/** Takes the lot's row lock in a transaction that runs `then` and commits once released. */
async function holdLotLock(db: Db, lot: number, then: (tx: Db) => Promise<void> = async () => {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const holding = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = db.transaction(async (tx) => {
    await tx.select().from(auctionLots).where(eq(auctionLots.goodsId, lot)).for('update');
    locked();
    await released;
    await then(tx);
  });
  await holding;
  return { release, holder };
}

/** Until a statement of this database waits for a lock (the bid's write, behind the held row lock). */
async function waitForLockWaiter(db: Db): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const result = await db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const rows = (result as unknown as { rows: { waiting: number }[] }).rows;
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no bid waited for the lot’s lock');
}

describeOnDrivers('auction stale bids', (use, driver) => {
  it.skipIf(driver === 'PGlite')(
    'a bid below the committed minimum is refused while the lot is locked',
    async () => {
      const { app, db } = use();
      const seller = await person(db);
      const [a, b] = [await person(db), await person(db)];
      const lot = await newLot(db, seller.id);
      const bid = (token: string, maxFen: number) =>
        call(app, 'POST', `${AUCTION_CUSTOMER}/bid/${lot}`, { maxFen }, { token });
      expect((await bid(a.token, 5000)).status).toBe(200);

      const { release, holder } = await holdLotLock(db, lot);
      try {
        // Answered while the lock is held (a bid queueing for it would wait until the release below).
        const stale = await Promise.race([
          bid(b.token, 1000),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('queued for the lock')), 3000)),
        ]);
        expect([stale.status, stale.body.data]).toEqual([409, { minimumFen: 1100 }]);
        // A bid that may count queues for the lock and is answered once it is free.
        let answered = false;
        const counting = bid(b.token, 2000).then((reply) => {
          answered = true;
          return reply;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(answered).toBe(false);
        release();
        expect((await counting).status).toBe(200);
      } finally {
        release();
        await holder;
      }
    },
  );

  it.skipIf(driver === 'PGlite')(
    'a bid whose lot changed after its read (another process bid) is decided again; the history stays gapless',
    async () => {
      const { app, db } = use();
      const seller = await person(db);
      const [a, b, c, d] = [await person(db), await person(db), await person(db), await person(db)];
      const lot = await newLot(db, seller.id);
      const bid = (token: string, maxFen: number) =>
        call(app, 'POST', `${AUCTION_CUSTOMER}/bid/${lot}`, { maxFen }, { token });
      expect((await bid(a.token, 5000)).status).toBe(200);

      // Another process: it takes the lot's lock, bids ¥60 for d, and commits once b and c are waiting.
      const { release, holder: otherProcess } = await holdLotLock(db, lot, async (tx) => {
        await applyBid(tx, 'en', d.id, lot, 6000, new Date());
      });
      // b is decided on the lot as a left it (¥10, minimum ¥11) and its write waits for the lock; c's turn
      // comes after b's.
      const late = bid(b.token, 2000);
      await waitForLockWaiter(db);
      const counting = bid(c.token, 9000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await otherProcess;
      // d leads at ¥51 (a's maximum ¥50 + ¥1): b's ¥20 is now too low; c's ¥90 beats d's maximum.
      const [refused, accepted] = [await late, await counting];
      expect([refused.status, refused.body.data]).toEqual([409, { minimumFen: 5200 }]);
      const answer = accepted.body.data as BidAnswer;
      expect([accepted.status, answer.priceFen, answer.seq]).toEqual([200, 6100, 5]);
      const history = await db
        .select({ seq: bids.seq, bidderId: bids.bidderId, amountFen: bids.amountFen })
        .from(bids)
        .innerJoin(auctionLots, eq(auctionLots.id, bids.lotId))
        .where(eq(auctionLots.goodsId, lot))
        .orderBy(asc(bids.seq));
      expect(history).toEqual([
        { seq: 1, bidderId: a.id, amountFen: 1000 },
        { seq: 2, bidderId: a.id, amountFen: 5000 },
        { seq: 3, bidderId: d.id, amountFen: 5100 },
        { seq: 4, bidderId: d.id, amountFen: 6000 },
        { seq: 5, bidderId: c.id, amountFen: 6100 },
      ]);
    },
  );
});
