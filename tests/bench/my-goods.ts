// Issue 12 (decision 0027 §1): a seller with 10,000 goods reads their management list (`/my/goods`) through
// nextland's REST route in under 20 ms (p50): the first page of every status and one status tab; the tab
// counts alongside. Set-up is one INSERT … SELECT into the scratch database, then VACUUM ANALYZE.
import type pg from 'pg';
import { createBuyers, openBenchDb } from './buying-db.js';
import { formatStats, nextlandCpu, restOk, type Stats, timeSequential } from './buying-http.js';

export const MY_GOODS_TARGET_MS = 20;
const ITEMS = 10_000;
/** The web's page size (web/src/features/my-goods/manage-list.tsx MANAGE_PAGE_SIZE). */
const PAGE = 20;
const SITE = '/nextland-site/api/framework/v1/site';

/**
 * Status of the i-th newest item: a long-standing shop is mostly on sale, with drafts, off-sale, sold-out,
 * rejected (with a reason) and a few under review among them.
 */
const STATUS_OF = `(array[3, 3, 3, 4, 3, 0, 3, 5, 2, 3, 1, 3])[1 + i % 12]`;

async function insertSellerGoods(db: pg.Client, sellerId: number, count: number): Promise<void> {
  await db.query(
    `insert into goods (seller_id, category_id, title, description, price, stock, status, reject_reason,
                        created_at, updated_at)
     select $1, (select id from categories order by id limit 1), 'bench goods ' || i, 'bench', 1000 + i % 5000,
            case when s = 5 then 0 else 1 + i % 50 end, s, case when s = 2 then 'Blurry photos' end,
            c, c + (i % 7) * interval '1 minute'
     from (select i, ${STATUS_OF} as s, date_trunc('milliseconds', now()) - i * interval '5 minutes' as c
           from generate_series(1, $2::int) as i) src`,
    [sellerId, count],
  );
  await db.query('vacuum analyze goods');
}

export async function benchMyGoods(nextlandUrl: string, db: pg.Client): Promise<string[]> {
  const [seller] = await createBuyers(db, 1, 'mg');
  if (!seller) throw new Error('no seller');
  const started = performance.now();
  await insertSellerGoods(db, seller.id, ITEMS);
  const seeded = ((performance.now() - started) / 1000).toFixed(1);
  const list = (path: string) => () => restOk(nextlandUrl, seller.token, path);
  const page = `${SITE}/homepage/goods/page?manage=true&size=${PAGE}&lang=en`;
  const cpu = nextlandCpu(nextlandUrl);
  const figures: [string, Stats, boolean][] = [];
  const measure = async (name: string, run: () => Promise<{ ms: number }>, target = true) => {
    figures.push([name, await timeSequential(run, cpu), target]);
  };
  await measure('my goods, first page (every status)', list(`${page}&current=1`));
  await measure('my goods, status 3 (on sale) tab', list(`${page}&current=1&status=3`));
  await measure('my goods, status 2 (rejected) tab', list(`${page}&current=1&status=2`));
  await measure('my goods, tab counts', list(`${SITE}/goods/manage/counts`), false);
  return [
    `-- /my/goods management list through REST, a seller with ${ITEMS.toLocaleString('en')} goods ` +
      `(bulk-inserted in ${seeded} s, then VACUUM ANALYZE); ${PAGE} per page, sequential --`,
    ...figures.map(
      ([name, s, target]) =>
        `${name.padEnd(40)} ${formatStats(s)}` +
        (target
          ? `  | target p50 < ${MY_GOODS_TARGET_MS} ms: ${s.p50 < MY_GOODS_TARGET_MS ? 'meets' : 'MISSES'}`
          : ''),
    ),
  ];
}

export const SELLING_TITLE = '== Selling (issue 12): the management list at 10,000 goods ==';

/** The selling figures, on the stack's scratch PostgreSQL database (skipped on PGlite, as buying is). */
export async function benchSelling(nextlandUrl: string, databaseUrl: string | null): Promise<string[]> {
  if (!databaseUrl)
    return [SELLING_TITLE, 'skipped: needs PostgreSQL (BENCH_POSTGRES_URL / TEST_POSTGRES_URL)'];
  const db = await openBenchDb(databaseUrl);
  try {
    return [SELLING_TITLE, ...(await benchMyGoods(nextlandUrl, db.client))];
  } finally {
    await db.close();
  }
}
