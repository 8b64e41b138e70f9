// Set-up for the buying bench (issue 11), written straight into the bench's scratch database: buyers with a
// session and a default address, goods with known stock, and cart lines. Only set-up goes through SQL; every
// measured operation is a real HTTP request to nextland or the BFF.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** The statuses and kinds the SQL below writes (nextland's goods/status.ts, order/status.ts). */
const ON_SALE = 3;
const FIXED_PRICE = 0;

export type Buyer = { id: number; token: string };
export type BenchGoods = { id: number; sellerId: number; price: number };

export type BenchDb = { client: pg.Client; close: () => Promise<void> };

export async function openBenchDb(url: string): Promise<BenchDb> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { client, close: () => client.end() };
}

const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * `count` new buyers, each with a live session (the token a login would hand out; only its hash is stored, as
 * nextland does) and a default address in Shanghai.
 */
export async function createBuyers(db: pg.Client, count: number, tag: string): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (let i = 0; i < count; i++) {
    const {
      rows: [row],
    } = await db.query<{ id: string }>(
      `insert into customers (nickname, invitation_code) values ($1, $2) returning id`,
      [`bench ${tag} ${i}`, `B${tag}${i}`.slice(0, 16)],
    );
    const id = Number(row?.id);
    buyers.push({ id, token: await sessionFor(db, id) });
    await db.query(
      `insert into addresses (customer_id, recipient_name, phone, province_code, city, district, street, is_default)
       values ($1, '测试买家', '13800138000', '310000', '上海市', '浦东新区', '世纪大道 100 号', true)`,
      [id],
    );
  }
  return buyers;
}

/** A session for an existing customer (a seller reading their orders). */
export async function sessionFor(db: pg.Client, customerId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into sessions (customer_id, access_hash, access_expires_at)
     values ($1, $2, now() + interval '1 day')`,
    [customerId, sha256Hex(token)],
  );
  return token;
}

/**
 * Fixed-price goods on sale from the first `sellers` sellers that have at least two: `perSeller[i]` items of
 * seller i, cheapest first (the demo seed's goods).
 */
export async function pickGoods(db: pg.Client, perSeller: number[]): Promise<BenchGoods[]> {
  const { rows } = await db.query<{ id: string; seller_id: string; price: string }>(
    `select id, seller_id, price from goods where status = $1 and sale_type = $2 order by seller_id, id`,
    [ON_SALE, FIXED_PRICE],
  );
  const bySeller = new Map<number, BenchGoods[]>();
  for (const row of rows) {
    const item = { id: Number(row.id), sellerId: Number(row.seller_id), price: Number(row.price) };
    bySeller.set(item.sellerId, [...(bySeller.get(item.sellerId) ?? []), item]);
  }
  const sellers = [...bySeller.values()].filter((items) => items.length >= Math.max(...perSeller));
  if (sellers.length < perSeller.length) throw new Error('the seed has too few sellers with goods on sale');
  return perSeller.flatMap((n, i) => (sellers[i] as BenchGoods[]).slice(0, n));
}

/** Sets the goods' stock (and puts sold-out goods back on sale). */
export async function setStock(db: pg.Client, goods: BenchGoods[], stock: number): Promise<void> {
  await db.query(`update goods set stock = $2, status = $3 where id = any($1::bigint[])`, [
    goods.map((g) => g.id),
    stock,
    ON_SALE,
  ]);
}

export async function stockOf(db: pg.Client, goods: BenchGoods[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: string; stock: number }>(
    `select id, stock from goods where id = any($1::bigint[])`,
    [goods.map((g) => g.id)],
  );
  return new Map(rows.map((row) => [Number(row.id), row.stock]));
}

/** The buyer's cart becomes exactly these lines, all selected, at today's prices. */
export async function fillCart(
  db: pg.Client,
  buyerId: number,
  lines: { goods: BenchGoods; quantity: number }[],
): Promise<void> {
  await db.query(`delete from cart_lines where customer_id = $1`, [buyerId]);
  await db.query(
    `insert into cart_lines (customer_id, item_kind, item_id, quantity, price_seen_fen, selected)
     select $1, 'goods', g.id, q.quantity, g.price, true
     from unnest($2::bigint[], $3::int[]) as q(goods_id, quantity) join goods g on g.id = q.goods_id`,
    [buyerId, lines.map((line) => line.goods.id), lines.map((line) => line.quantity)],
  );
}

/**
 * PostgreSQL's own count of deadlocks in this database. Each backend reports its statistics when it goes idle,
 * at most once a second and otherwise after 10 s idle, so `settleMs` waits for nextland's pool to report.
 */
export async function deadlockCount(db: pg.Client, settleMs = 0): Promise<number> {
  if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
  await db.query('select pg_stat_clear_snapshot()');
  const { rows } = await db.query<{ deadlocks: string }>(
    'select deadlocks from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0]?.deadlocks ?? 0);
}
