// Auctions through the BFF against the real nextland (decision 0028 §4): the lot and history queries, bidding
// with refusals as user errors, and `Subscription.auctionLot` — public, so a socket without a session gets a
// lot's updates (a bid travels nextland's outbox and event stream to it), and only that lot's.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, liveClient, until } from '../../test-support/live-client.js';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { dataOf } from '../../test-support/order-steps.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let nextland: TestNextland;
let app: FastifyInstance;
let url: string;
const clients: { close: () => Promise<void> }[] = [];

beforeAll(async () => {
  nextland = await startNextland();
  app = await buildTestApp(nextland, { liveEvents: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `ws://127.0.0.1:${address.port}/graphql`;
  await until(() => app.live.relaying, 10_000);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app.close();
  await nextland.close();
});

type Lot = {
  seq: number;
  bidCount: number;
  price: { amount: number };
  minimumNext: { amount: number };
  leader: string | null;
  viewer: { leading: boolean; max: { amount: number } | null } | null;
};
const lotFields =
  'seq bidCount price { amount } minimumNext { amount } leader viewer { leading max { amount } }';

/** Two demo lots open for bidding now (the seed's, which no other BFF test bids on). */
async function openLots(): Promise<[string, string]> {
  const reply = await postGraphql(
    app,
    `{ goodsConnection(first: 100, filter: { saleType: AUCTION }) {
        edges { node { id auction { status startsAt endsAt } } } } }`,
  );
  type Node = { id: string; auction: { status: string; startsAt: string; endsAt: string } | null };
  const { edges } = dataOf<{ goodsConnection: { edges: { node: Node }[] } }>(reply).goodsConnection;
  const now = Date.now();
  const open = edges
    .map((edge) => edge.node)
    .filter(
      (node) =>
        node.auction?.status === 'BIDDING' &&
        Date.parse(node.auction.startsAt) < now &&
        Date.parse(node.auction.endsAt) > now + 3_600_000,
    );
  const [first, second] = open;
  if (!first || !second) throw new Error('the seed has fewer than two lots open for bidding');
  return [first.id, second.id];
}

const lotOf = async (goodsId: string, cookies?: Record<string, string>) =>
  dataOf<{ auctionLot: Lot }>(
    await postGraphql(app, `query L($id: ID!) { auctionLot(goodsId: $id) { ${lotFields} } }`, {
      variables: { id: goodsId },
      ...(cookies ? { cookies } : {}),
    }),
  ).auctionLot;

type Placed = {
  placeBid: {
    bid: { seq: number; leading: boolean } | null;
    lot: Lot | null;
    userErrors: { code: string; field: string | null; message: string }[];
  };
};
const bid = async (cookies: Record<string, string>, goodsId: string, maxAmount: number) =>
  dataOf<Placed>(
    await postGraphql(
      app,
      `mutation B($id: ID!, $max: SafeInt!) { placeBid(goodsId: $id, maxAmount: $max) {
        bid { seq leading } lot { ${lotFields} } userErrors { code field message } } }`,
      { variables: { id: goodsId, max: maxAmount }, cookies },
    ),
  ).placeBid;

type Update = {
  auctionLot: {
    goodsId: string;
    cause: string;
    seq: number;
    price: { amount: number };
    leader: string | null;
    lastBid: { seq: number; kind: string; mine: boolean | null } | null;
    bids: { seq: number; bidder: string; amount: { amount: number }; kind: string }[];
  };
};
const updates = (goodsId: string) =>
  `subscription { auctionLot(goodsId: "${goodsId}") { goodsId cause seq price { amount } leader
    lastBid { seq kind mine } bids { seq bidder amount { amount } kind } } }`;

describe('auctions through the BFF', () => {
  it('a bid reaches an anonymous subscriber of its lot, live, and no subscriber of another lot', async () => {
    const [goodsId, otherId] = await openLots();
    const [a, b] = await Promise.all([nextland.accounts.register(), nextland.accounts.register()]);
    const [asA, asB] = [sessionCookies(a), sessionCookies(b)];
    const watcher = liveClient(url);
    const elsewhere = liveClient(url);
    clients.push(watcher, elsewhere);
    const seen = collect<Update>(watcher.client, updates(goodsId));
    const overheard = collect<Update>(elsewhere.client, updates(otherId));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const before = await lotOf(goodsId);
    expect(before.viewer).toBeNull();
    const low = await bid(asA, goodsId, before.minimumNext.amount - 1);
    expect(low.bid).toBeNull();
    expect(low.userErrors).toEqual([{ code: 'CONFLICT', field: null, message: expect.stringMatching(/\d/) }]);
    expect(low.lot?.seq).toBe(before.seq);

    const high = before.minimumNext.amount * 3;
    const placed = await bid(asA, goodsId, high);
    expect(placed.userErrors).toEqual([]);
    expect(placed.bid).toEqual({ seq: before.seq + 1, leading: true });
    expect(placed.lot?.viewer).toEqual({ leading: true, max: { amount: high } });
    // B's bid is answered by A's maximum: one update carrying both rows.
    const answered = await bid(asB, goodsId, placed.lot?.minimumNext.amount ?? 0);
    expect(answered.bid).toEqual({ seq: before.seq + 3, leading: false });

    await until(() => seen.values.some((value) => value.auctionLot.seq === before.seq + 3), 10_000);
    expect(seen.errors).toEqual([]);
    const last = seen.values.at(-1)?.auctionLot;
    expect(last).toMatchObject({ goodsId, cause: 'BID', seq: before.seq + 3, leader: answered.lot?.leader });
    expect(last?.lastBid).toEqual({ seq: before.seq + 3, kind: 'PROXY', mine: null });
    expect(last?.bids.map((row) => [row.seq, row.kind])).toEqual([
      [before.seq + 3, 'PROXY'],
      [before.seq + 2, 'MANUAL'],
    ]);
    expect(JSON.stringify(seen.values)).not.toContain(String(high));
    expect(overheard.values).toEqual([]);

    const history = dataOf<{ auctionBids: { bids: { seq: number; mine: boolean }[]; hasMore: boolean } }>(
      await postGraphql(
        app,
        'query H($id: ID!) { auctionBids(goodsId: $id, first: 2) { bids { seq mine } hasMore } }',
        { variables: { id: goodsId }, cookies: asB },
      ),
    ).auctionBids;
    expect(history).toEqual({
      bids: [
        { seq: before.seq + 3, mine: false },
        { seq: before.seq + 2, mine: true },
      ],
      hasMore: true,
    });
    seen.unsubscribe();
    overheard.unsubscribe();
  });

  it('asks for a session to bid', async () => {
    const [goodsId] = await openLots();
    const reply = await postGraphql(
      app,
      'mutation B($id: ID!) { placeBid(goodsId: $id, maxAmount: 100000) { userErrors { code } } }',
      { variables: { id: goodsId } },
    );
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
