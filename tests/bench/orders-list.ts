// Issue 11: a buyer with 10,000 orders reads their order list through nextland's REST route in under 20 ms
// (p50): the first page, a page 5,000 orders deep (keyset cursor) and one status tab; the sellers' list and the
// tab counts alongside.
import type pg from 'pg';
import { createBuyers, pickGoods, sessionFor } from './buying-db.js';
import { formatStats, nextlandCpu, ORDER, restOk, type Stats, timeSequential } from './buying-http.js';
import { insertOrders } from './orders-db.js';

export const ORDER_LIST_TARGET_MS = 20;
const ORDERS = 10_000;
/** The web's page size (web/src/features/order/components/order-list.tsx ORDERS_PAGE_SIZE). */
const PAGE = 10;

/** The list's own cursor for the row `depth` rows down (lib/keyset.ts: base64url of {l, k, i}). */
async function cursorAt(db: pg.Client, buyerId: number, depth: number): Promise<string> {
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `select id, created_at from orders where buyer_id = $1 order by created_at desc, id desc offset $2 limit 1`,
    [buyerId, depth - 1],
  );
  const row = rows[0];
  if (!row) throw new Error(`no order ${depth} deep`);
  const cursor = { l: 'orders', k: row.created_at.toISOString(), i: Number(row.id) };
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export async function benchOrderList(nextlandUrl: string, db: pg.Client): Promise<string[]> {
  const [buyer] = await createBuyers(db, 1, 'ol');
  if (!buyer) throw new Error('no buyer');
  const goods = await pickGoods(db, [2, 2, 2]);
  const started = performance.now();
  await insertOrders(db, buyer.id, goods, ORDERS);
  const seeded = ((performance.now() - started) / 1000).toFixed(1);
  const deep = await cursorAt(db, buyer.id, ORDERS / 2);
  const seller = goods[0]?.sellerId as number;
  const sellerToken = await sessionFor(db, seller);
  const { rows } = await db.query<{ n: string }>('select count(*) as n from orders where seller_id = $1', [
    seller,
  ]);
  const list = (token: string, path: string) => () => restOk(nextlandUrl, token, path);
  const cpu = nextlandCpu(nextlandUrl);
  const figures: [string, Stats, boolean][] = [];
  const measure = async (name: string, run: () => Promise<{ ms: number }>, target = true) => {
    figures.push([name, await timeSequential(run, cpu), target]);
  };
  await measure('buyer list, first page', list(buyer.token, `${ORDER}/list?size=${PAGE}&lang=en`));
  await measure(
    `buyer list, ${ORDERS / 2} deep`,
    list(buyer.token, `${ORDER}/list?size=${PAGE}&lang=en&after=${deep}`),
  );
  await measure(
    'buyer list, status 2 (shipped)',
    list(buyer.token, `${ORDER}/list?size=${PAGE}&status=2&lang=en`),
  );
  await measure('buyer tab counts', list(buyer.token, `${ORDER}/counts`), false);
  await measure(
    `seller list, first page (${rows[0]?.n} orders)`,
    list(sellerToken, `${ORDER}/seller/list?size=${PAGE}&lang=en`),
    false,
  );
  return [
    `-- Order list through REST, a buyer with ${ORDERS.toLocaleString('en')} orders ` +
      `(bulk-inserted in ${seeded} s with lines, payments and timelines, then VACUUM ANALYZE); ` +
      `${PAGE} per page, sequential --`,
    ...figures.map(
      ([name, s, target]) =>
        `${name.padEnd(40)} ${formatStats(s)}` +
        (target
          ? `  | target p50 < ${ORDER_LIST_TARGET_MS} ms: ${s.p50 < ORDER_LIST_TARGET_MS ? 'meets' : 'MISSES'}`
          : ''),
    ),
  ];
}
