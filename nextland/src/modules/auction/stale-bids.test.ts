// A stale bid is answered without queueing for the lot's lock (bid.ts): on PostgreSQL, a bid below the
// committed minimum is refused while another transaction holds the lot's row lock, and a bid that may count
// waits for it. (PGlite runs one statement at a time, so it cannot hold a lock against a second request.)
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../test/account-helpers.js';
import { newLot } from '../../test/auction-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { person } from '../../test/order-helpers.js';
import { auctionLots } from '../goods/schema.js';
import { AUCTION_CUSTOMER } from './routes.js';

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
      });
      await holding;
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
});
