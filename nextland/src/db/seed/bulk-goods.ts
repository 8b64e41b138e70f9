// `db:seed --goods N`: fills the catalogue up to N goods with set-based SQL (one INSERT … SELECT per batch
// over generate_series), so a million rows load in about a minute instead of the hours row-by-row inserts take.
import { sql } from 'drizzle-orm';
import { AccountType } from '../../modules/customer/account-type.js';
import { AuctionLotStatus, GoodsStatus, SaleType } from '../../modules/goods/status.js';
import { type Db, rowsOf } from '../client.js';
import { vocabularyRows } from './bulk-vocabulary.js';

const BATCH = 100_000;
/** Below this many new rows the indexes are kept and updated row by row; above it, rebuilt once at the end. */
const REBUILD_INDEXES_FROM = 50_000;

export type BulkSeedResult = { before: number; added: number; seconds: number };

/**
 * Adds goods until the table holds `target` rows (none when it already does). Needs the demo seed first:
 * categories, sellers and cover artwork come from it. Deterministic for a given starting state (setseed).
 */
export async function seedBulkGoods(db: Db, target: number): Promise<BulkSeedResult> {
  const started = performance.now();
  const result = await db.transaction(async (tx) => {
    // Same lock as the demo seed: two seeders never interleave.
    await tx.execute(sql`select pg_advisory_xact_lock(20261122)`);
    const before = await countGoods(tx);
    const missing = target - before;
    if (missing <= 0) return { before, added: 0 };
    const indexes =
      missing >= REBUILD_INDEXES_FROM
        ? [
            ...(await dropSecondaryIndexes(tx, 'goods')),
            ...(await dropSecondaryIndexes(tx, 'goods_translations')),
          ]
        : [];
    await tx.execute(sql`select setseed(0.20261122)`);
    const vocabulary = JSON.stringify(await vocabularyRows(tx));
    for (let done = 0; done < missing; done += BATCH) {
      await insertBatch(tx, vocabulary, Math.min(BATCH, missing - done));
    }
    if (indexes.length > 0) {
      // A sort in memory per index instead of spilling to disk; local to this transaction.
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const definition of indexes) await tx.execute(sql.raw(definition));
    }
    return { before, added: missing };
  });
  // Fresh statistics (the planner must plan for a million rows, not the demo's few hundred) and a fresh
  // visibility map, so the list's index-only scans need not visit the table.
  if (result.added > 0) {
    await db.execute(sql`vacuum analyze goods, goods_images, auction_lots, goods_translations`);
  }
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

async function countGoods(tx: Db): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(tx, sql`select count(*) as n from goods`);
  return Number(row?.n ?? 0);
}

/** Drops a table's plain (non-unique, non-primary) indexes and returns their definitions to rebuild them. */
async function dropSecondaryIndexes(tx: Db, table: 'goods' | 'goods_translations'): Promise<string[]> {
  const found = await rowsOf<{ name: string; definition: string }>(
    tx,
    sql`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indrelid = ${table}::regclass and not x.indisprimary and not x.indisunique`,
  );
  for (const { name } of found) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  return found.map((row) => row.definition);
}

/** A status code written into the SQL text as a literal (a parameter would be untyped inside CASE). */
const code = (value: number) => sql.raw(String(value));
const [DRAFT, UNDER_REVIEW, REJECTED, ON_SALE, OFF_SALE, SOLD_OUT] = [
  GoodsStatus.DRAFT,
  GoodsStatus.UNDER_REVIEW,
  GoodsStatus.REJECTED,
  GoodsStatus.ON_SALE,
  GoodsStatus.OFF_SALE,
  GoodsStatus.SOLD_OUT,
].map(code);
/** A lot's end: 1–240 hours after its start or now, whichever is later (now() is the transaction's). */
const LOT_END = sql.raw("greatest(s.starts_at, now()) + (1 + floor(s.r3 * 240)) * interval '1 hour'");
const [FIXED_PRICE, AUCTION] = [SaleType.FIXED_PRICE, SaleType.AUCTION].map(code);
const [NOT_STARTED, BIDDING] = [AuctionLotStatus.NOT_STARTED, AuctionLotStatus.BIDDING].map(code);
const SELLER_TYPES = sql.raw(
  [AccountType.REAL_NAME, AccountType.CREATOR, AccountType.ORGANISATION].join(', '),
);

/**
 * One batch in one statement: `src` draws every random choice once per row (ids come from the identity
 * sequence up front, so goods, their cover and their auction lot are written from the same row), then three
 * data-modifying CTEs insert them. Foreign keys are checked at the end of the statement, when all exist.
 * Money is integer arithmetic on bigint fen; the only floats are the random draws that choose a figure.
 */
async function insertBatch(tx: Db, vocabulary: string, size: number): Promise<void> {
  await tx.execute(sql`
    with vocab as (
      select row_number() over (order by category_id) - 1 as k, v.*
      from jsonb_to_recordset(${vocabulary}::jsonb) as v(
        category_id int, zh_prefixes text[], zh_motifs text[], zh_forms text[], zh_materials text[],
        en_prefixes text[], en_motifs text[], en_forms text[], en_materials text[],
        tr_titled boolean, tr_prefixes text[], tr_motifs text[], tr_forms text[], tr_materials text[],
        min_yuan int, max_yuan int, is_unique boolean,
        cover_urls text[], cover_widths int[], cover_heights int[])
    ),
    sellers as (
      select array_agg(id order by id) as ids from customers where type in (${SELLER_TYPES})
    ),
    draws as (
      select
        nextval(pg_get_serial_sequence('goods', 'id')) as id,
        floor(random() * (select count(*) from vocab))::int as k,
        random() < 0.25 as english,
        random() as r_status, random() as r_sale, random() as r_price, random() as r_minus,
        random() as r_like, random() as r_collect, random() as r_sales, random() as r_age,
        random() as r_bids, random() as r_start, random() as r_seller,
        random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6,
        (8 + floor(random() * 113))::int as w_cm, (8 + floor(random() * 113))::int as h_cm
      from generate_series(1, ${size})
    ),
    picked as (
      select d.*, v.category_id, v.is_unique,
        (select ids[1 + floor(d.r_seller * array_length(ids, 1))::int] from sellers) as seller_id,
        case when d.english
          then v.en_prefixes[1 + floor(d.r1 * array_length(v.en_prefixes, 1))::int] || ' '
            || v.en_motifs[1 + floor(d.r2 * array_length(v.en_motifs, 1))::int] || ' '
            || v.en_forms[1 + floor(d.r3 * array_length(v.en_forms, 1))::int]
          else v.zh_prefixes[1 + floor(d.r1 * array_length(v.zh_prefixes, 1))::int]
            || v.zh_motifs[1 + floor(d.r2 * array_length(v.zh_motifs, 1))::int]
            || v.zh_forms[1 + floor(d.r3 * array_length(v.zh_forms, 1))::int]
        end as title,
        case when d.english
          then v.en_materials[1 + floor(d.r4 * array_length(v.en_materials, 1))::int]
          else v.zh_materials[1 + floor(d.r4 * array_length(v.zh_materials, 1))::int]
        end as material,
        -- The English translation of a Chinese listing: the same draws index the parallel English words.
        case when v.tr_titled
          then v.tr_motifs[1 + floor(d.r2 * array_length(v.zh_motifs, 1))::int] || ', '
            || v.tr_prefixes[1 + floor(d.r1 * array_length(v.zh_prefixes, 1))::int] || ' '
            || v.tr_forms[1 + floor(d.r3 * array_length(v.zh_forms, 1))::int]
          else v.tr_prefixes[1 + floor(d.r1 * array_length(v.zh_prefixes, 1))::int] || ' '
            || v.tr_motifs[1 + floor(d.r2 * array_length(v.zh_motifs, 1))::int] || ' '
            || v.tr_forms[1 + floor(d.r3 * array_length(v.zh_forms, 1))::int]
        end as en_title,
        v.tr_materials[1 + floor(d.r4 * array_length(v.zh_materials, 1))::int] as en_material,
        v.cover_urls[1 + floor(d.r5 * array_length(v.cover_urls, 1))::int] as cover_url,
        v.cover_widths[1 + floor(d.r5 * array_length(v.cover_urls, 1))::int] as cover_width,
        v.cover_heights[1 + floor(d.r5 * array_length(v.cover_urls, 1))::int] as cover_height,
        -- Log-uniform yuan (cheap and dear both common), then rounded to a shop-like step.
        exp(ln(v.min_yuan) + d.r_price * (ln(v.max_yuan) - ln(v.min_yuan))) as drawn_yuan,
        case
          when d.r_status < 0.84 then ${ON_SALE} when d.r_status < 0.89 then ${SOLD_OUT}
          when d.r_status < 0.93 then ${OFF_SALE} when d.r_status < 0.96 then ${DRAFT}
          when d.r_status < 0.98 then ${UNDER_REVIEW} else ${REJECTED}
        end::smallint as status,
        case when d.r_sale < 0.25 then ${AUCTION} else ${FIXED_PRICE} end::smallint as sale_type,
        floor(d.r_like ^ 3 * 2000)::int as like_count
      from draws d join vocab v using (k)
    ),
    priced as (
      select p.*,
        (greatest(step, round(p.drawn_yuan / step)::bigint * step) - case when p.r_minus < 0.3 then 1 else 0 end)
          * 100 as list_fen
      from (
        select picked.*, case when drawn_yuan < 500 then 10 when drawn_yuan < 5000 then 50 else 100 end as step
        from picked
      ) p
    ),
    lots as (
      select pr.*,
        greatest(100, pr.list_fen * 60 / 100 - (pr.list_fen * 60 / 100) % 100) as start_fen,
        pr.status <> ${ON_SALE} or pr.r_start < 0.2 as not_started
      from priced pr
    ),
    src as materialized (
      select l.*,
        case when l.start_fen < 100000 then 1000 when l.start_fen < 1000000 then 5000 else 20000 end as increment_fen,
        case when l.not_started or l.r_bids < 0.25 then 0 else 1 + floor(l.r_bids * 30)::int end as bid_count,
        now() - l.r_age * interval '730 days' as created_at,
        case when l.not_started then now() + (2 + floor(l.r6 * 70)) * interval '1 hour'
          else now() - (1 + floor(l.r6 * 95)) * interval '1 hour' end as starts_at
      from lots l
    ),
    goods_rows as (
      insert into goods (id, seller_id, category_id, title, description, original_lang, sale_type, status, price,
        stock, like_count, collect_count, sales_count, created_at, updated_at, auction_ends_at)
      overriding system value
      select s.id, s.seller_id, s.category_id, s.title,
        case when s.english
          then s.title || ', ' || s.material || '. About ' || s.w_cm || ' × ' || s.h_cm || ' cm. '
            || (array['Made entirely by hand; the marks of making are part of its charm. ',
                'Each piece varies slightly from the photographs. ',
                'Signed by the artist, with a certificate of authenticity. ',
                'Inspired by rainy seasons in the south and the light of old towns. '])[1 + floor(s.r6 * 4)::int]
            || (array['Keep out of direct sunlight.', 'Wipe gently with a soft cloth.',
                'Shipped in shock-proof packaging.'])[1 + floor(s.r5 * 3)::int]
          else s.title || '，' || s.material || '。尺寸约 ' || s.w_cm || ' × ' || s.h_cm || ' cm。'
            || (array['全程手工完成，细节处可见制作痕迹，这是手作的魅力。', '作者反复打磨数月，成品温润耐看。',
                '适合日常使用，也适合陈设收藏。', '附作者签名证书与原装包装。', '每件略有差异，以实物为准。',
                '灵感来自江南的雨季与老城的光影。'])[1 + floor(s.r6 * 6)::int]
            || (array['请避免长时间阳光直射。', '清洁时用软布轻拭即可。', '建议置于干燥通风处保存。',
                '运输采用加厚防震包装。'])[1 + floor(s.r5 * 4)::int]
        end,
        case when s.english then 'en' else 'zh-cn' end,
        s.sale_type, s.status,
        -- Auctions keep the lot's current price in goods.price (see the goods schema).
        case when s.sale_type = ${AUCTION}
          then s.start_fen + greatest(s.bid_count - 1, 0) * s.increment_fen else s.list_fen end,
        case when s.status = ${SOLD_OUT} then 0
          when s.is_unique or s.sale_type = ${AUCTION} then 1 else 1 + floor(s.r4 * 20)::int end,
        s.like_count, floor(s.like_count * s.r_collect * 0.5)::int,
        case when s.sale_type = ${FIXED_PRICE} then floor(s.r_sales ^ 2 * 60)::int else 0 end,
        s.created_at, s.created_at,
        -- The lot's end, mirrored (the goods schema); the same expression as the lot's below.
        case when s.sale_type = ${AUCTION} then ${LOT_END} end
      from src s
      returning 1
    ),
    -- One Chinese listing in five has an English version (decision 0024): what English search and the
    -- second keyword probe meet at scale. Chosen by id, so the goods themselves are as before translations.
    translation_rows as (
      insert into goods_translations (goods_id, lang, title, description, created_at, updated_at)
      select s.id, 'en', s.en_title,
        s.en_title || ', ' || s.en_material || '. About ' || s.w_cm || ' × ' || s.h_cm || ' cm. '
          || (array['Made entirely by hand; the small marks of making are part of its charm. ',
              'Each piece differs slightly; the item you receive may vary from the photos. ',
              'Comes with a certificate signed by the artist. ',
              'Inspired by the rainy season in Jiangnan and the light of its old towns. '])[1 + floor(s.r6 * 4)::int]
          || (array['Keep out of strong direct sunlight.', 'Wipe clean with a soft cloth.',
              'Shipped in thick, shock-proof packaging.'])[1 + floor(s.r5 * 3)::int],
        s.created_at, s.created_at
      from src s where not s.english and s.id % 5 = 0
      returning 1
    ),
    cover_rows as (
      insert into goods_images (goods_id, position, url, width, height, alt)
      select s.id, 0, s.cover_url, s.cover_width, s.cover_height, s.title from src s where s.cover_url is not null
      returning 1
    )
    insert into auction_lots (goods_id, start_price, increment, current_price, bid_count, starts_at, ends_at,
      status, created_at, updated_at)
    select s.id, s.start_fen, s.increment_fen, s.start_fen + greatest(s.bid_count - 1, 0) * s.increment_fen,
      s.bid_count, s.starts_at, ${LOT_END},
      case when s.not_started then ${NOT_STARTED} else ${BIDDING} end, s.created_at, s.created_at
    from src s where s.sale_type = ${AUCTION}`);
}
