// The cart page (`/goods/cart`) as a logged-in buyer with the 5-line, 3-seller cart. The page is rendered in
// the browser only (decision 0020: `ssr: false`, the server sends one empty shell to everyone), so what a
// visit costs the servers is the HTML shell plus the `Cart` query the page issues to the BFF, which asks
// nextland's cart list; all three are measured under the same load as the other pages.
import { print } from 'graphql';
import type pg from 'pg';
import { CartDocument } from '../../web/src/graphql/generated/graphql.js';
import { createBuyers, fillCart, pickGoods, setStock } from './buying-db.js';
import { CART } from './buying-http.js';
import { type LoadResult, measure } from './load.js';

export type CartPageInput = {
  webUrl: string;
  bffUrl: string;
  nextlandUrl: string;
  seconds: number;
  connections: number;
};

const basic = `Basic ${Buffer.from(
  `${process.env.NEXTLAND_CLIENT_ID ?? 'nextland-web'}:${process.env.NEXTLAND_CLIENT_SECRET ?? 'nextland-web-secret'}`,
).toString('base64')}`;

function line(r: LoadResult, extra = ''): string {
  return `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  non-2xx ${r.non2xx}${extra}`;
}

function cpu(value: number | null | undefined): string {
  return value == null ? '? ms' : `${value.toFixed(2)} ms`;
}

export async function benchCartPage(input: CartPageInput, db: pg.Client): Promise<string[]> {
  const [buyer] = await createBuyers(db, 1, 'cp');
  if (!buyer) throw new Error('no buyer');
  const goods = await pickGoods(db, [2, 2, 1]);
  await setStock(db, goods, 1000);
  await fillCart(
    db,
    buyer.id,
    goods.map((item, i) => ({ goods: item, quantity: 1 + (i % 3) })),
  );
  // The BFF's session cookies as its login sets them (bff/src/session/cookies.ts).
  const cookie = `token=${buyer.token}; uid=${buyer.id}`;
  const query = JSON.stringify({ operationName: 'Cart', query: print(CartDocument), variables: {} });
  const probe = await fetch(`${input.bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: query,
  });
  const probed = (await probe.json()) as { data?: { cart?: { lineCount: number } }; errors?: unknown[] };
  if (probed.data?.cart?.lineCount !== goods.length) {
    throw new Error(
      `the BFF Cart query did not answer the bench cart: ${JSON.stringify(probed).slice(0, 300)}`,
    );
  }
  const shellResponse = await fetch(`${input.webUrl}/en/goods/cart`, { headers: { cookie } });
  const shell = await shellResponse.text();
  if (!shellResponse.ok) throw new Error(`/en/goods/cart: HTTP ${shellResponse.status}`);

  const run = (name: string, url: string, extra: Partial<Parameters<typeof measure>[0]> = {}) =>
    measure({ name, url, ...extra }, input.seconds, input.connections);
  const [webPort, bffPort, nextlandPort] = [input.webUrl, input.bffUrl, input.nextlandUrl].map(
    (url) => new URL(url).port,
  ) as [string, string, string];
  const page = await run('/en/goods/cart shell (logged in)', `${input.webUrl}/en/goods/cart`, {
    headers: { cookie },
    cpuPorts: [webPort],
  });
  const bff = await run('BFF Cart query (logged in)', `${input.bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'en', cookie },
    body: query,
    cpuPorts: [bffPort, nextlandPort],
  });
  const rest = await run('REST cart/goods/list (nextland)', `${input.nextlandUrl}${CART}/list?lang=en`, {
    headers: { authorization: basic, 'ft-auth': `bearer ${buyer.token}` },
    cpuPorts: [nextlandPort],
  });
  return [
    `-- /en/goods/cart (client-rendered personal page): its HTML shell (${(shell.length / 1024).toFixed(1)} KB, the ` +
      `same for everyone) and the Cart query it sends once hydrated, for a buyer with 5 lines from 3 sellers --`,
    line(page, `  | web CPU ${cpu(page.cpuPerRequest[0])} per request`),
    line(
      bff,
      `  | BFF/REST ${(bff.rps / Math.max(rest.rps, 0.001)).toFixed(2)}x; BFF CPU ${cpu(bff.cpuPerRequest[0])} ` +
        `per query, nextland ${cpu(bff.cpuPerRequest[1])}`,
    ),
    line(rest, `  | nextland CPU ${cpu(rest.cpuPerRequest[0])} per request`),
  ];
}
