// Helpers of the auction specs: a lot of the demo data to bid on, and a bid placed through nextland's REST
// route with the buyer's own session token (the BFF keeps it in an httpOnly cookie the test can read).
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import { nextlandUrl } from './accounts-support';

const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
/** The embedded default client credentials (nextland config.ts); the e2e stack runs with them. */
const client = `Basic ${Buffer.from('nextland-web:nextland-web-secret').toString('base64')}`;
const customer = `${nextlandUrl}/nextland-customer/api/framework/v1/customer/auction`;
const site = `${nextlandUrl}/nextland-site/api/framework/v1/site/auction`;

type Lot = {
  id: string;
  title: string;
  seller: { nickname: string };
  auction: { status: string; endsAt: string };
};

/** 林晚's live demo lot (bidding, ends about two days after the seed). */
export async function liveDemoLot(request: APIRequestContext): Promise<Lot> {
  const response = await request.post('/graphql', {
    headers,
    data: {
      query: `query E2eLots { goodsConnection(filter: { saleType: AUCTION, sort: NEWEST }, first: 100) {
        edges { node { id title seller { nickname } auction { status endsAt } } } } }`,
    },
  });
  const body = (await response.json()) as { data: { goodsConnection: { edges: { node: Lot }[] } } };
  const lot = body.data.goodsConnection.edges
    .map((edge) => edge.node)
    .find(
      (node) =>
        node.seller.nickname === '林晚' &&
        node.auction.status === 'BIDDING' &&
        Date.parse(node.auction.endsAt) - Date.now() > 24 * 3_600_000,
    );
  if (!lot) throw new Error('the demo data has no live lot of 林晚');
  return lot;
}

/** Bids above whatever stands now (a maximum higher than the viewer's own when they already lead). */
export async function bidAsViewer(context: BrowserContext, request: APIRequestContext, goodsId: string) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'the buyer is logged in').toBeTruthy();
  const auth = { authorization: client, 'ft-auth': `bearer ${token}` };
  const view = await request.get(`${site}/${goodsId}`, { headers: auth });
  const lot = (await view.json()) as {
    data: { minimumNextFen: number; viewer: { maxFen: number | null } | null };
  };
  const maxFen = Math.max(lot.data.minimumNextFen, lot.data.viewer?.maxFen ?? 0) + 100_000;
  const placed = await request.post(`${customer}/bid/${goodsId}`, { headers: auth, data: { maxFen } });
  const answer = (await placed.json()) as { code: number; data: { leading: boolean } };
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  expect(answer.data.leading).toBe(true);
}
