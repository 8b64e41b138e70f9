// A turn's bids written as one statement (decision 0028 §2, "One statement per turn"): the lot's row is
// updated only if it is still the state the turn's first bid was decided on (compare and set), and every other
// write — the history rows, the bidders' maxima, the goods' mirrored price and end, the outbox jobs — happens
// only if that update did. One statement is one transaction: the row lock is held while PostgreSQL runs it, never across a
// round trip to nextland, which is what bounded a hot lot's bids per second while the lock was taken first.
import { and, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { executeStatement, statementName } from '../../db/prepared.js';
import { auctionLots, goods } from '../goods/schema.js';
import { GoodsStatus } from '../goods/status.js';
import { type OutboxJob, outboxPart } from '../jobs/enqueue.js';
import { JOBS_SCHEMA } from '../jobs/queue.js';
import type { LotRow } from './lot-state.js';
import type { Step } from './resolve.js';
import { BidKind } from './schema.js';

/** Renders Drizzle's part of the statement to text, so pg-boss's insert can follow it with its own placeholders. */
const dialect = new PgDialect();

/** The lot's columns after a bid. */
export type LotAfterBid = Pick<
  LotRow,
  'currentPrice' | 'leaderId' | 'leaderMaxFen' | 'seq' | 'bidCount' | 'status' | 'endsAt'
> &
  Pick<LotRow, 'originalEndsAt' | 'updatedAt'>;

/** One accepted bid: its maximum, when it came, and the history rows it adds (numbered on from the last). */
export type BidDone = { bidderId: number; maxFen: number; now: Date; steps: Step[] };

export type BidsWrite = {
  /** The lot's row the turn's first bid was decided on. */
  seen: LotRow;
  goodsId: number;
  /** The first bid's arrival: the committed end must be after it (each later one was checked on the ends before it). */
  now: Date;
  /** In the order they were decided. */
  bids: BidDone[];
  /** The lot's columns after the last of them. */
  lot: LotAfterBid;
  jobs: OutboxJob[];
};

/** The row is still what the bid was decided on: nothing another bid, the close or a release changes differs. */
function unchangedSince(seen: LotRow, now: Date): SQL | undefined {
  return and(
    eq(auctionLots.id, seen.id),
    eq(auctionLots.seq, seen.seq),
    eq(auctionLots.status, seen.status),
    eq(auctionLots.currentPrice, seen.currentPrice),
    seen.leaderId === null ? isNull(auctionLots.leaderId) : eq(auctionLots.leaderId, seen.leaderId),
    seen.leaderMaxFen === null
      ? isNull(auctionLots.leaderMaxFen)
      : eq(auctionLots.leaderMaxFen, seen.leaderMaxFen),
    // The end as it is now, not as read: no bid after it, extended or not.
    gt(auctionLots.endsAt, now),
  );
}

/** The goods still on sale; and, when there are jobs, their queues exist (else the jobs would not be written). */
function stillOnSale(goodsId: number, jobs: OutboxJob[]): SQL {
  const onSale = sql`exists (select 1 from ${goods} where ${goods.id} = ${goodsId} and ${goods.status} = ${GoodsStatus.ON_SALE})`;
  const names = [...new Set(jobs.map((job) => job.name))];
  if (names.length === 0) return onSale;
  const queues = sql`(select count(*) from ${sql.identifier(JOBS_SCHEMA)}.queue where ${inArray(sql`name`, names)})`;
  return sql`${onSale} and ${queues} = ${names.length}`;
}

function historyInsert(write: BidsWrite): SQL {
  const steps = write.bids.flatMap((bid) => bid.steps.map((step) => ({ step, at: bid.now })));
  const rows = steps.map(({ step, at }, i) => ({
    lot_id: write.seen.id,
    seq: write.seen.seq + i + 1,
    bidder_id: step.bidderId,
    amount_fen: step.amountFen,
    kind: step.kind === 'proxy' ? BidKind.PROXY : BidKind.MANUAL,
    created_at: at.toISOString(),
  }));
  return sql`insert into bids (lot_id, seq, bidder_id, amount_fen, kind, created_at)
    select r.* from lot_upd, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(lot_id bigint, seq bigint, bidder_id bigint, amount_fen bigint, kind smallint, created_at timestamptz)`;
}

/** Each bidder's maximum, once per bidder (one statement may not update a row twice): the highest, the latest time. */
function maximumUpsert(write: BidsWrite): SQL {
  const maxima = new Map<number, { bidder_id: number; max_fen: number; updated_at: string }>();
  for (const bid of write.bids) {
    const known = maxima.get(bid.bidderId);
    maxima.set(bid.bidderId, {
      bidder_id: bid.bidderId,
      max_fen: Math.max(bid.maxFen, known?.max_fen ?? 0),
      updated_at: bid.now.toISOString(),
    });
  }
  return sql`insert into lot_bidders (lot_id, bidder_id, max_fen, updated_at)
    select lot_upd.id, r.bidder_id, r.max_fen, r.updated_at
    from lot_upd, jsonb_to_recordset(${JSON.stringify([...maxima.values()])}::jsonb)
      as r(bidder_id bigint, max_fen bigint, updated_at timestamptz)
    on conflict (lot_id, bidder_id)
    do update set max_fen = greatest(lot_bidders.max_fen, excluded.max_fen), updated_at = excluded.updated_at`;
}

/** The catalogue sorts and filters lots by their price, and "ending soon" by their end: mirrored on goods. */
function goodsMirror(db: Db, write: BidsWrite): SQL {
  const endsAt = sql`${write.lot.endsAt.toISOString()}::timestamptz`;
  return db
    .update(goods)
    .set({ price: write.lot.currentPrice, auctionEndsAt: write.lot.endsAt })
    .where(
      and(
        eq(goods.id, write.goodsId),
        or(ne(goods.price, write.lot.currentPrice), sql`${goods.auctionEndsAt} is distinct from ${endsAt}`),
        sql`exists (select 1 from lot_upd)`,
      ),
    )
    .getSQL();
}

/** Writes the bids if the lot is unchanged since `write.seen`; answers whether it did. */
export async function writeBids(db: Db, write: BidsWrite): Promise<boolean> {
  const lotUpdate = db
    .update(auctionLots)
    .set(write.lot)
    .where(and(unchangedSince(write.seen, write.now), stillOnSale(write.goodsId, write.jobs)))
    .returning({ id: auctionLots.id })
    .getSQL();
  const ctes = [sql`lot_upd as (${lotUpdate})`, sql`w_max as (${maximumUpsert(write)})`];
  if (write.bids.some((bid) => bid.steps.length > 0)) ctes.push(sql`w_bids as (${historyInsert(write)})`);
  ctes.push(sql`w_goods as (${goodsMirror(db, write)})`);
  const drizzlePart = dialect.sqlToQuery(sql`with ${sql.join(ctes, sql`, `)}`);
  let text = drizzlePart.sql;
  let values: unknown[] = drizzlePart.params;
  let notified = '0';
  if (write.jobs.length > 0) {
    const outbox = await outboxPart(write.jobs, 'EXISTS (SELECT 1 FROM lot_upd)', values.length + 1);
    text += `, ${outbox.cte}`;
    values = [...values, ...outbox.values];
    notified = outbox.notify;
  }
  text += ` SELECT (SELECT count(*) FROM lot_upd)::int AS applied, ${notified} AS notified`;
  // Named after its text: on PostgreSQL each shape (which jobs, how many of them) is parsed once per connection,
  // as a prepared statement (db/prepared.ts); rows go as JSON, so their number does not change the text.
  const rows = await executeStatement(db, statementName('bid_write', text), text, values);
  return rows[0]?.applied === 1;
}
