// The catalogue pages the page-weight figures are taken on. Issue 8's "goods page" is a fixed-price goods page
// (it was set before auctions existed); the first goods the plain list links to can be an auction lot, and
// after the auction figures it is the bench's own hot lot with thousands of bids, so the list is filtered.
// A live lot's page, which loads the bidding panel after hydration, is measured beside it, as its own line.

/** The first details link of a list page's HTML. */
async function firstDetailsPath(origin: string, listPath: string): Promise<string> {
  const html = await (await fetch(new URL(listPath, origin))).text();
  const path = /\/goods\/details\?id=\d+/.exec(html)?.[0];
  if (!path) throw new Error(`${origin}${listPath} links to no goods page`);
  return path;
}

/** A fixed-price goods page and the page of the auction lot ending soonest (a demo lot, not the bench's). */
export async function catalogueGoodsPaths(origin: string): Promise<{ goods: string; lot: string }> {
  const [goods, lot] = await Promise.all([
    firstDetailsPath(origin, '/goods?saleType=fixed'),
    firstDetailsPath(origin, '/goods?saleType=auction&sort=ending_soon'),
  ]);
  return { goods, lot };
}
