// The public live event of a lot on the real app, on PGlite and PostgreSQL (decision 0028 §4): a bid publishes
// `auction.updated` on `lot:<goodsId>` after it commits, with the rows it added (a proxy answer: two) and masked
// names only; a refused bid publishes nothing; the close publishes the outcome.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createClock } from '../../lib/clock.js';
import { call } from '../../test/account-helpers.js';
import { CLIENT_AUTH } from '../../test/api-harness.js';
import { MINUTE, newLot } from '../../test/auction-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { goodsRow, person } from '../../test/order-helpers.js';
import { openEventStream } from '../../test/sse-client.js';
import { customers } from '../customer/schema.js';
import type { DomainEvent } from '../events/dto.js';
import { EVENTS_PATH } from '../events/routes.js';
import { auctionLots } from '../goods/schema.js';
import { AuctionLotStatus } from '../goods/status.js';
import { closeLot } from './close.js';
import type { AuctionEvent } from './live.js';
import { AUCTION_CUSTOMER } from './routes.js';

const onLot =
  (goodsId: number, seq: number, cause: 'bid' | 'closed' = 'bid') =>
  (event: DomainEvent): event is AuctionEvent =>
    event.type === 'auction.updated' &&
    event.topic === `lot:${goodsId}` &&
    event.data.seq === seq &&
    event.data.cause === cause;

describeOnDrivers('auction live events', (use) => {
  const bid = (token: string, goodsId: number, maxFen: number) =>
    call(use().app, 'POST', `${AUCTION_CUSTOMER}/bid/${goodsId}`, { maxFen }, { token });
  const streamUrl = () => {
    const address = use().app.server.address();
    if (!address || typeof address !== 'object') throw new Error('the test app is not listening');
    return `http://127.0.0.1:${address.port}${EVENTS_PATH}`;
  };
  const named = async (nickname: string) => {
    const who = await person(use().db);
    await use().db.update(customers).set({ nickname }).where(eq(customers.id, who.id));
    return who;
  };

  it('a bid publishes the lot’s public state on its topic: masked names, the added rows, never a maximum', async () => {
    const { app, db } = use();
    const seller = await person(db);
    const a = await named('Alexander');
    const b = await named('Beatrice');
    const lot = await newLot(db, seller.id, { reserveFen: 4_321_00 });
    const stream = await openEventStream(streamUrl(), CLIENT_AUTH);
    try {
      await stream.waitForComment('connected');
      expect((await bid(a.token, lot, 6543)).status).toBe(200);
      expect((await bid(b.token, lot, 999)).status).toBe(409);
      expect((await bid(b.token, lot, 1100)).status).toBe(200);
      await app.jobs.drain();
      const first = await stream.waitFor(onLot(lot, 1));
      expect(first).toMatchObject({ userId: 0, topic: `lot:${lot}` });
      expect(first.data).toMatchObject({
        goodsId: String(lot),
        priceFen: 1000,
        bidCount: 1,
        leader: 'A***r',
        reserveMet: false,
        status: AuctionLotStatus.BIDDING,
        lastBid: { seq: 1, bidder: 'A***r', amountFen: 1000, kind: 'manual' },
      });
      const answered = await stream.waitFor(onLot(lot, 3));
      expect(answered.data).toMatchObject({
        priceFen: 1200,
        minimumNextFen: 1300,
        bidCount: 3,
        leader: 'A***r',
        lastBid: { seq: 3, bidder: 'A***r', amountFen: 1200, kind: 'proxy' },
      });
      expect(answered.data.bids.map((row) => [row.seq, row.bidder, row.amountFen, row.kind])).toEqual([
        [3, 'A***r', 1200, 'proxy'],
        [2, 'B***e', 1100, 'manual'],
      ]);
      // The catalogue's mirrored price moved with the bids (written in the same statement as the history).
      expect((await goodsRow(db, lot))?.price).toBe(1200);
      const published = stream.events.filter(
        (event) => event.type === 'auction.updated' && event.topic === `lot:${lot}`,
      );
      // One event per accepted bid (the refused one published nothing), and nothing private in any of them.
      expect(published.map((event) => (event as AuctionEvent).data.seq)).toEqual([1, 3]);
      const text = JSON.stringify(published);
      for (const secret of [
        '6543',
        '432100',
        'Alexander',
        'Beatrice',
        'maxFen',
        'reserveFen',
        'leaderId',
        'bidderId',
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await stream.close();
    }
  });

  it('the close publishes the outcome with the last seq', async () => {
    const { app, db } = use();
    const seller = await person(db);
    const a = await named('Chen');
    const lot = await newLot(db, seller.id, { endsInMs: 10 * MINUTE });
    const stream = await openEventStream(streamUrl(), CLIENT_AUTH);
    try {
      await stream.waitForComment('connected');
      await bid(a.token, lot, 3000);
      const [row] = await db.select().from(auctionLots).where(eq(auctionLots.goodsId, lot));
      // Twenty minutes on, on a clock of the test's own: the end has passed.
      const later = createClock(() => Date.now() + 20 * MINUTE);
      expect(await closeLot(db, { clock: later, payWindowSeconds: 86_400 }, row?.id ?? 0)).toBe('won');
      await app.jobs.drain();
      const closed = await stream.waitFor(onLot(lot, 1, 'closed'));
      expect(closed.data).toMatchObject({
        status: AuctionLotStatus.WON_AWAITING_PAYMENT,
        leader: 'C**n',
        lastBid: null,
        bids: [],
      });
    } finally {
      await stream.close();
    }
  });
});
