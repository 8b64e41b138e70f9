// Issue 11's figures ("buying"): the cart page, checkout against reading the same cart, 50 concurrent
// checkouts, and the order list at 10,000 orders. Set-up goes straight into the scratch PostgreSQL database
// (buying-db.ts, orders-db.ts); every measured operation is an HTTP request to the running stack.
import { openBenchDb } from './buying-db.js';
import { benchCartPage } from './cart-page.js';
import { benchCheckout } from './checkout.js';
import { benchOrderList } from './orders-list.js';

export type BuyingInput = {
  webUrl: string;
  bffUrl: string;
  nextlandUrl: string;
  /** The stack's scratch database; null on PGlite, where the bench cannot write its set-up beside nextland. */
  databaseUrl: string | null;
  seconds: number;
  connections: number;
};

export async function benchBuying(input: BuyingInput): Promise<string[]> {
  const title = '== Buying (issue 11): nextland + this process on one core, web + BFF on the other ==';
  if (!input.databaseUrl)
    return [title, 'skipped: needs PostgreSQL (BENCH_POSTGRES_URL / TEST_POSTGRES_URL)'];
  const db = await openBenchDb(input.databaseUrl);
  try {
    return [
      title,
      ...(await benchCartPage(input, db.client)),
      ...(await benchCheckout(input.nextlandUrl, db.client)),
      ...(await benchOrderList(input.nextlandUrl, db.client)),
    ];
  } finally {
    await db.close();
  }
}
