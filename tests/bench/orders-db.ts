// 10,000 orders for one buyer, written in bulk into the bench's scratch database the way checkouts and moves
// would have left them: one payment each, two lines (snapshots of real goods) that add up to the order, and
// the timeline rows of every move to its status. The lists are then read through nextland's REST routes.
import type pg from 'pg';
import type { BenchGoods } from './buying-db.js';

/**
 * Status of the i-th newest order (0 awaiting payment, 1 awaiting shipment, 2 shipped, 3 completed,
 * 4 cancelled): the few newest await payment, then a mix where most are completed, as an old account's are.
 */
const STATUS_OF = `case when i <= 3 then 0 else (array[1, 2, 3, 3, 3, 3, 3, 4, 3, 2])[1 + i % 10] end`;
const FLAT_POSTAGE_FEN = 1000;

/** Inserts `count` orders of `buyerId` across the goods' sellers (two of each seller's goods per order). */
export async function insertOrders(
  db: pg.Client,
  buyerId: number,
  goods: BenchGoods[],
  count: number,
): Promise<void> {
  const sellers = [...new Set(goods.map((g) => g.sellerId))];
  const first = sellers.map((s) => goods.filter((g) => g.sellerId === s)[0]?.id);
  const second = sellers.map((s) => goods.filter((g) => g.sellerId === s)[1]?.id);
  if (first.includes(undefined) || second.includes(undefined)) throw new Error('two goods per seller needed');
  await db.query('begin');
  try {
    // One row per order to be: its seller, its two goods, their quantities, its time (7 minutes apart).
    await db.query(
      `create temp table bench_src on commit drop as
       select i, ${STATUS_OF} as status,
              ($2::bigint[])[1 + i % $5] as seller_id,
              ($3::bigint[])[1 + i % $5] as goods1, ($4::bigint[])[1 + i % $5] as goods2,
              1 + i % 3 as q1, 1 + i % 2 as q2,
              date_trunc('milliseconds', now()) - i * interval '7 minutes' as created_at,
              case when i % 4 = 0 then 0 else ${FLAT_POSTAGE_FEN} end as postage
       from generate_series(1, $1::int) as i`,
      [count, sellers, first, second, sellers.length],
    );
    await db.query(
      `create temp table bench_priced on commit drop as
       select s.*, g1.price * s.q1 as total1, g2.price * s.q2 as total2
       from bench_src s join goods g1 on g1.id = s.goods1 join goods g2 on g2.id = s.goods2`,
    );
    await db.query(
      `insert into payments (customer_id, provider, status, amount_fen, pay_deadline, paid_at, provider_txn_id,
                             created_at, updated_at)
       select $1, 'sandbox', case status when 0 then 0 when 4 then 2 else 1 end,
              total1 + total2 + postage, created_at + interval '30 minutes',
              case when status in (1, 2, 3) then created_at + interval '2 minutes' end,
              'bench-' || i, created_at, created_at
       from bench_priced`,
      [buyerId],
    );
    await db.query(
      `insert into orders (buyer_id, seller_id, payment_id, status, items_total_fen, postage_fen, total_fen,
                           recipient_name, phone, province_code, city, district, street, carrier_code,
                           tracking_number, pay_deadline, paid_at, shipped_at, auto_confirm_at, completed_at,
                           cancelled_at, created_at, updated_at)
       select $1, s.seller_id, p.id, s.status, s.total1 + s.total2, s.postage, s.total1 + s.total2 + s.postage,
              '测试买家', '13800138000', '310000', '上海市', '浦东新区', '世纪大道 100 号',
              case when s.status in (2, 3) then 'SF' end,
              case when s.status in (2, 3) then 'SF' || lpad(s.i::text, 12, '0') end,
              s.created_at + interval '30 minutes',
              case when s.status in (1, 2, 3) then s.created_at + interval '2 minutes' end,
              case when s.status in (2, 3) then s.created_at + interval '1 day' end,
              case when s.status = 2 then s.created_at + interval '11 days' end,
              case when s.status = 3 then s.created_at + interval '3 days' end,
              case when s.status = 4 then s.created_at + interval '30 minutes' end,
              s.created_at, s.created_at
       from bench_priced s join payments p on p.provider_txn_id = 'bench-' || s.i and p.customer_id = $1`,
      [buyerId],
    );
    await db.query(
      `create temp table bench_orders on commit drop as
       select o.id as order_id, s.* from bench_priced s
       join orders o on o.buyer_id = $1 and o.created_at = s.created_at`,
      [buyerId],
    );
    // Lines: the first carries the order's postage in paid_fen (allocateFen's remainder rule aside, the lines
    // still add up to the order's total).
    await db.query(
      `insert into order_lines (order_id, goods_id, title, cover_url, cover_width, cover_height, cover_alt,
                                unit_price_fen, quantity, items_total_fen, paid_fen)
       select o.order_id, g.id, g.title, coalesce(im.url, '/files/placeholder.svg'), coalesce(im.width, 800),
              coalesce(im.height, 800), left(coalesce(nullif(im.alt, ''), g.title), 200), g.price, l.quantity,
              g.price * l.quantity, g.price * l.quantity + l.postage
       from bench_orders o
       cross join lateral (values (1, o.goods1, o.q1, o.postage), (2, o.goods2, o.q2, 0))
         as l(n, goods_id, quantity, postage)
       join goods g on g.id = l.goods_id
       left join goods_images im on im.goods_id = g.id and im.position = 0
       order by o.order_id, l.n`,
    );
    await db.query(
      `insert into order_events (order_id, from_status, to_status, actor, note_key, params, at)
       select order_id, from_status, to_status, actor, note_key, params, at from (
         select order_id, null::smallint as from_status, 0 as to_status, 0 as actor,
                'order.note.created' as note_key, '{}'::jsonb as params, created_at as at, 1 as n
         from bench_orders
         union all
         select order_id, 0, 1, 2, 'order.note.paid', '{"provider":"sandbox"}', created_at + interval '2 minutes', 2
         from bench_orders where status in (1, 2, 3)
         union all
         select order_id, 1, 2, 1, 'order.note.shipped',
                jsonb_build_object('carrier', 'SF', 'trackingNumber', 'SF' || lpad(i::text, 12, '0')),
                created_at + interval '1 day', 3
         from bench_orders where status in (2, 3)
         union all
         select order_id, 2, 3, 0, 'order.note.confirmed', '{}', created_at + interval '3 days', 4
         from bench_orders where status = 3
         union all
         select order_id, 0, 4, 2, 'order.note.expired', '{}', created_at + interval '30 minutes', 2
         from bench_orders where status = 4
       ) e order by order_id, n`,
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  // What autovacuum would have done by the time an account has 10,000 orders: statistics and the visibility
  // map (index-only scans for the capped count).
  await db.query('vacuum analyze orders, order_lines, order_events, payments');
}
