import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { nextlandUrl, secondSession } from './accounts-support';
import { expectNoSeriousViolations } from './axe-support';
import { signedInAt } from './sessions';
import { onlyIn, openHydrated } from './support';

// Bidding on a lot's detail page (decision 0028 §4, §5), in two locales: two bidders in two browsers each see
// the other's bid arrive live (no reload); a maximum ("bid up to") answers a plain bid by proxy, and the
// outbid bidder is told; a bid in the last five minutes (the auction clock moved with /dev/clock) extends the
// end, and the other bidder sees the notice live. The lots are the seed's open ones, a different one per
// locale; the bidders are new accounts, so nothing here depends on what other specs bought or bid.
test.describe.configure({ mode: 'serial' });

type Lot = {
  seq: number;
  endsAt: string;
  serverTime: string;
  minimumNext: { amount: number };
  price: { amount: number };
};

async function graphql<T>(request: APIRequestContext, query: string, variables = {}): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** The `index`-th seed lot open for bidding now and for at least two more hours. */
async function openLot(request: APIRequestContext, index: number): Promise<string> {
  type Node = { id: string; auction: { status: string; startsAt: string; endsAt: string } | null };
  const data = await graphql<{ goodsConnection: { edges: { node: Node }[] } }>(
    request,
    `query AuctionE2eLots { goodsConnection(filter: { saleType: AUCTION }, first: 100) {
      edges { node { id auction { status startsAt endsAt } } } } }`,
  );
  const now = Date.now();
  const open = data.goodsConnection.edges
    .map((edge) => edge.node)
    .filter(
      (node) =>
        node.auction?.status === 'BIDDING' &&
        Date.parse(node.auction.startsAt) < now &&
        Date.parse(node.auction.endsAt) > now + 2 * 3_600_000,
    );
  const lot = open[index];
  if (!lot) throw new Error(`the demo data has fewer than ${index + 1} open lots`);
  return lot.id;
}

const lotOf = async (request: APIRequestContext, goodsId: string) =>
  (
    await graphql<{ auctionLot: Lot }>(
      request,
      `query AuctionE2eLot($id: ID!) { auctionLot(goodsId: $id) {
        seq endsAt serverTime minimumNext { amount } price { amount } } }`,
      { id: goodsId },
    )
  ).auctionLot;

/** Moves nextland's auction clock; answers the seconds moved so the test can move it back. */
async function moveClock(request: APIRequestContext, seconds: number): Promise<number> {
  const response = await request.post(`${nextlandUrl}/dev/clock`, { data: { seconds } });
  expect(response.ok()).toBe(true);
  return seconds;
}

const panel = (page: Page) => page.getByTestId('auction-panel');
const yuan = (fen: number) => String(fen / 100);
/** The price as shown ("¥1,230.00"), digits only: formats differ by locale, digits do not. */
const digitsOf = (fen: number) => (fen / 100).toFixed(2).replace('.', '');
const shownDigits = async (page: Page) =>
  ((await page.getByTestId('lot-price').textContent()) ?? '').replace(/\D/g, '');

async function bidMinimum(page: Page) {
  await panel(page)
    .getByRole('button', { name: /^(Bid|出价|出價) / })
    .click();
}

async function bidUpTo(page: Page, fen: number) {
  await page.getByRole('checkbox', { name: /Bid up to|代理出价|代理出價/ }).check();
  await page.getByLabel(/Your maximum|最高出价|最高出價/).fill(yuan(fen));
  await panel(page)
    .getByRole('button', { name: /Set maximum|设定最高价|設定最高價/ })
    .click();
}

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const [index, locale] of onlyIn(
  [
    { prefix: '', name: 'zh-cn' },
    { prefix: '/en', name: 'en' },
  ],
  '/en',
).entries()) {
  test(`two bidders bid against each other live; a maximum answers by proxy; a late bid extends the end (${locale.name})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const goodsId = await openLot(request, index);
    const path = `${locale.prefix}/goods/details?id=${goodsId}`;
    const other = await secondSession(browser);
    let moved = 0;
    try {
      await signedInAt(page, { newUser: true }, `${locale.prefix}/my`);
      await signedInAt(other.page, { newUser: true }, `${locale.prefix}/my`);
      const [a, b] = [page, other.page];
      await openHydrated(a, path);
      await openHydrated(b, path);
      await expect(panel(a)).toBeVisible();
      await expect(panel(b)).toBeVisible();
      // Both sockets subscribed before the first bid: nothing on screen may come from a reload.
      for (const p of [a, b]) {
        await p.evaluate(() => {
          (window as unknown as { notReloaded: boolean }).notReloaded = true;
        });
      }
      await a.waitForTimeout(1000);

      // A bids the minimum; B sees it arrive.
      const start = await lotOf(request, goodsId);
      await bidMinimum(a);
      await expect(a.getByTestId('viewer-standing')).toHaveAttribute('data-leading', 'true');
      await expect.poll(() => shownDigits(b)).toBe(digitsOf(start.minimumNext.amount));
      await expect(b.getByTestId('bid-row').first()).toContainText(`#${start.seq + 1}`);

      // B sets a maximum well above; the price only rises one step (to beat A), and A sees B lead live.
      const afterA = await lotOf(request, goodsId);
      const bMax = afterA.minimumNext.amount * 3;
      await bidUpTo(b, bMax);
      await expect(b.getByTestId('viewer-standing')).toHaveAttribute('data-leading', 'true');
      await expect.poll(() => shownDigits(a)).toBe(digitsOf(afterA.minimumNext.amount));
      await expect(a.getByTestId('viewer-standing')).toHaveAttribute('data-leading', 'false');

      // A bids the minimum again: B's maximum answers by proxy at once; A is outbid, the history says "auto".
      const beforeProxy = await lotOf(request, goodsId);
      await bidMinimum(a);
      await expect(a.getByTestId('viewer-standing')).toHaveAttribute('data-leading', 'false');
      for (const p of [a, b]) {
        await expect(p.getByTestId('bid-row').first()).toContainText(`#${beforeProxy.seq + 2}`);
        await expect(p.getByTestId('bid-row').first()).toContainText(/auto|代理/);
        await expect(p.getByTestId('bid-row').nth(1)).toContainText(`#${beforeProxy.seq + 1}`);
      }
      await expect(b.getByTestId('viewer-standing')).toHaveAttribute('data-leading', 'true');

      // Anti-sniping: two minutes before the end (auction clock), A's maximum above B's takes the lead and the
      // end moves five minutes later; B sees the notice without reloading.
      const late = await lotOf(request, goodsId);
      const toEnd = Math.floor((Date.parse(late.endsAt) - Date.parse(late.serverTime)) / 1000);
      moved = await moveClock(request, toEnd - 120);
      await bidUpTo(a, bMax + late.minimumNext.amount);
      await expect(a.getByTestId('viewer-standing')).toHaveAttribute('data-leading', 'true');
      await expect(b.getByTestId('lot-extended')).toBeVisible();
      await expect(b.getByTestId('viewer-standing')).toHaveAttribute('data-leading', 'false');
      const extended = await lotOf(request, goodsId);
      expect(Date.parse(extended.endsAt) - Date.parse(late.endsAt)).toBe(5 * 60_000);
      for (const p of [a, b]) {
        expect(await p.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
          true,
        );
      }
      await expectNoSeriousViolations(b);
    } finally {
      if (moved) await moveClock(request, -moved);
      await other.context.close();
    }
  });
}

test('a visitor sees the live panel and is asked to log in to bid', async ({ page, request }) => {
  const goodsId = await openLot(request, 2);
  await openHydrated(page, `/en/goods/details?id=${goodsId}`);
  await expect(panel(page)).toBeVisible();
  await expect(page.getByTestId('reserve-state')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Log in to bid' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page);
});
