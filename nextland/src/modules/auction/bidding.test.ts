// Bidding through the REST routes on the real app, on PGlite and PostgreSQL (decision 0028 §2): the rules, what
// others may see, the clock's edges and anti-sniping, and 1,000 concurrent bids on one lot.
import { eq, sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { call } from '../../test/account-helpers.js';
import { MINUTE, newLot } from '../../test/auction-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { person } from '../../test/order-helpers.js';
import { auctionLots } from '../goods/schema.js';
import type { BidAnswer } from './bid.js';
import { AUCTION_CUSTOMER, AUCTION_SITE } from './routes.js';
import type { BidHistoryRow, LotView } from './view.js';

describeOnDrivers('auction bidding', (use) => {
  const bid = (token: string, goodsId: number, maxFen: number) =>
    call<BidAnswer>(use().app, 'POST', `${AUCTION_CUSTOMER}/bid/${goodsId}`, { maxFen }, { token });
  const view = (goodsId: number, token?: string) =>
    call<LotView>(use().app, 'GET', `${AUCTION_SITE}/${goodsId}`, undefined, token ? { token } : {});
  const history = (goodsId: number, token?: string) =>
    call<BidHistoryRow[]>(
      use().app,
      'GET',
      `${AUCTION_SITE}/${goodsId}/bids`,
      undefined,
      token ? { token } : {},
    );
  let moved = 0;
  const advance = async (seconds: number) => {
    moved += seconds;
    expect((await call(use().app, 'POST', '/dev/clock', { seconds })).status).toBe(200);
  };
  afterEach(async () => {
    if (moved !== 0) await advance(-moved);
    moved = 0;
  });

  it('bids as maxima: the proxy answers, others see masked names and never a maximum', async () => {
    const { db } = use();
    const seller = await person(db);
    const [a, b] = [await person(db), await person(db)];
    const lot = await newLot(db, seller.id);
    const low = await bid(a.token, lot, 999);
    expect([low.status, low.body.data]).toEqual([409, { minimumFen: 1000 }]);
    expect(low.body.msg).toBe('Bid at least ¥10.00');
    expect((await bid(a.token, lot, 5000)).body.data).toMatchObject({
      leading: true,
      priceFen: 1000,
      seq: 1,
    });
    const answered = await bid(b.token, lot, 1100);
    expect(answered.body.data).toMatchObject({
      leading: false,
      priceFen: 1200,
      minimumNextFen: 1300,
      seq: 3,
    });
    expect((await bid(seller.token, lot, 9000)).status).toBe(409);

    const asB = (await view(lot, b.token)).body.data;
    expect(asB).toMatchObject({ priceFen: 1200, bidCount: 3, viewer: { leading: false, maxFen: 1100 } });
    expect(asB.leader).toMatch(/^o\*+\d$|^o\*+[a-z0-9]$/);
    expect(JSON.stringify(asB)).not.toContain('5000');
    expect((await view(lot)).body.data.viewer).toBeNull();
    const rows = (await history(lot, a.token)).body.data;
    expect(rows.map((row) => [row.seq, row.amountFen, row.kind, row.mine])).toEqual([
      [3, 1200, 'proxy', true],
      [2, 1100, 'manual', false],
      [1, 1000, 'manual', true],
    ]);
    expect(rows.every((row) => row.bidder.includes('*'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('5000');
  });

  it('a lot with a price but no leader (written before bidding existed) starts from that price', async () => {
    const { db } = use();
    const seller = await person(db);
    const a = await person(db);
    const lot = await newLot(db, seller.id);
    await db.update(auctionLots).set({ currentPrice: 2500, bidCount: 7 }).where(eq(auctionLots.goodsId, lot));
    expect((await view(lot)).body.data.minimumNextFen).toBe(2500);
    expect((await bid(a.token, lot, 1000)).body.data).toEqual({ minimumFen: 2500 });
    expect((await bid(a.token, lot, 3000)).body.data).toMatchObject({ leading: true, priceFen: 2500 });
  });

  it('says only whether the reserve is met, and the maximum that meets it lifts the price to it', async () => {
    const { db } = use();
    const seller = await person(db);
    const [a, b] = [await person(db), await person(db)];
    const lot = await newLot(db, seller.id, { reserveFen: 4321 });
    await bid(a.token, lot, 2000);
    const before = (await view(lot)).body.data;
    expect([before.hasReserve, before.reserveMet, before.priceFen]).toEqual([true, false, 1000]);
    expect(JSON.stringify(before)).not.toContain('4321');
    expect((await bid(b.token, lot, 6000)).body.data).toMatchObject({ leading: true, priceFen: 4321 });
    expect((await view(lot)).body.data.reserveMet).toBe(true);
  });

  it('refuses bids before the start and at or after the end; a bid in the last 5 minutes extends the end', async () => {
    const { db } = use();
    const seller = await person(db);
    const [a, b] = [await person(db), await person(db)];
    const lot = await newLot(db, seller.id, { endsInMs: 10 * MINUTE });
    const endsAt = Date.parse((await view(lot)).body.data.endsAt);
    await advance(-2 * 3600);
    const early = await bid(a.token, lot, 2000);
    expect([early.status, early.body.msg]).toEqual([409, 'Bidding on this lot has not opened yet']);
    await advance(2 * 3600 + 7 * 60); // three minutes before the end
    const late = await bid(a.token, lot, 2000);
    expect(Date.parse(late.body.data.endsAt)).toBe(endsAt + 5 * MINUTE);
    await advance(7 * 60); // past the original end, inside the extension
    expect((await bid(b.token, lot, 3000)).status).toBe(200);
    await advance(30 * 60);
    const closed = await bid(a.token, lot, 9000);
    expect([closed.status, closed.body.msg]).toEqual([409, 'Bidding on this lot has closed']);
    expect((await view(lot)).body.data.bidCount).toBe(3);
  });

  it('1,000 concurrent bids from 50 bidders: all answered, history gapless and rising, the top maximum leads', async () => {
    const { db } = use();
    const seller = await person(db);
    const bidders = await Promise.all(Array.from({ length: 50 }, () => person(db)));
    const lot = await newLot(db, seller.id);
    // Distinct maxima, shuffled: the winner and the price bounds follow from them whatever the commit order.
    const maxima = Array.from({ length: 1000 }, (_, i) => 1000 + ((i * 7919) % 100_000) + i);
    const sent = maxima.map((maxFen, i) => ({ bidder: bidders[i % 50] as (typeof bidders)[number], maxFen }));
    const answers = await Promise.all(sent.map(({ bidder, maxFen }) => bid(bidder.token, lot, maxFen)));
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const accepted = sent.filter((_, i) => answers[i]?.status === 200);
    expect(accepted.length).toBeGreaterThan(0);

    const rows = (await db.execute(
      sql`select seq, amount_fen from bids where lot_id = (select id from auction_lots where goods_id = ${lot}) order by seq`,
    )) as unknown as { rows: { seq: string | number; amount_fen: string | number }[] };
    const seqs = rows.rows.map((row) => Number(row.seq));
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const amounts = rows.rows.map((row) => Number(row.amount_fen));
    expect(amounts.every((amount, i) => i === 0 || amount > (amounts[i - 1] ?? 0))).toBe(true);

    const [final] = await db.select().from(auctionLots).where(eq(auctionLots.goodsId, lot));
    const top = accepted.reduce((best, next) => (next.maxFen > best.maxFen ? next : best));
    const second = Math.max(...accepted.filter((b) => b.bidder.id !== top.bidder.id).map((b) => b.maxFen));
    expect([final?.leaderId, final?.leaderMaxFen, final?.seq]).toEqual([
      top.bidder.id,
      top.maxFen,
      seqs.length,
    ]);
    expect(final?.currentPrice).toBeGreaterThan(second);
    expect(final?.currentPrice).toBeLessThanOrEqual(top.maxFen);
    expect(final?.currentPrice).toBe(amounts.at(-1));
  }, 120_000);
});
