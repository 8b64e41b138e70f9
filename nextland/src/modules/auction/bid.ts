// One bid, one transaction (decision 0028 §2). The bid is decided on a read of the lot (bid-read.ts) and written
// by one statement that applies only if the lot is still in that state (bid-write.ts): the row lock is then held
// only while PostgreSQL runs that statement. A bid whose lot moved meanwhile is decided again on a fresh read;
// after a few such races it takes the lot's lock first, so none waits forever on a hot lot. Either way bids on
// one lot apply one after another in commit order: accepted prices strictly rise, `seq` has no gaps, and a bid
// racing the close is either before it or refused.
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { auctionLots } from '../goods/schema.js';
import { AuctionLotStatus } from '../goods/status.js';
import { enqueueAll, type OutboxJob } from '../jobs/enqueue.js';
import { messageJob } from '../message/service.js';
import { decide, type Found, lotRead, readLot } from './bid-read.js';
import { type BidWrite, writeBid } from './bid-write.js';
import { type AuctionEventBid, auctionEvent, auctionEventJob } from './live.js';
import { endAfterBid } from './lot-state.js';
import { LotTurns } from './lot-turns.js';
import { lotParams } from './notices.js';
import { minimumNext } from './resolve.js';
import { maskNickname } from './view.js';

export type BidAnswer = {
  lotId: number;
  seq: number;
  leading: boolean;
  priceFen: number;
  minimumNextFen: number;
  endsAt: string;
};

/**
 * Writes tried before the bid takes the lot's lock instead. A write that does not apply means another process
 * wrote the lot meanwhile, so a bid that keeps losing is usually refused on its next read; the lock bounds the rest.
 */
const ATTEMPTS_WITHOUT_LOCK = 4;

type Plan = { write: BidWrite; answer: BidAnswer; jobs: OutboxJob[] };

/** What the bid writes, answers and publishes, decided on `found` (throws the refusal). */
function planBid(
  lang: Lang,
  found: Found | undefined,
  bidderId: number,
  goodsId: number,
  maxFen: number,
  now: Date,
): Plan {
  const { lot, state, resolution, names, title } = decide(lang, found, bidderId, maxFen, now);
  const endsAt = resolution.steps.length > 0 ? endAfterBid(lot.endsAt, now) : lot.endsAt;
  const seq = lot.seq + resolution.steps.length;
  const written = {
    currentPrice: resolution.priceFen,
    leaderId: resolution.leader.bidderId,
    leaderMaxFen: resolution.leader.maxFen,
    seq,
    bidCount: lot.bidCount + resolution.steps.length,
    status: AuctionLotStatus.BIDDING,
    endsAt,
    originalEndsAt: lot.originalEndsAt ?? lot.endsAt,
    updatedAt: now,
  };
  const jobs: OutboxJob[] = [];
  // A bid that moved nothing public (the leader raising their own maximum) publishes nothing.
  if (resolution.steps.length > 0) {
    const nameOf = (id: number) => maskNickname((id === bidderId ? names.bidder : names.leader) ?? '');
    const added: AuctionEventBid[] = resolution.steps
      .map((step, i) => ({
        seq: lot.seq + i + 1,
        bidder: nameOf(step.bidderId),
        amountFen: step.amountFen,
        kind: step.kind,
        at: now.toISOString(),
      }))
      .reverse();
    const event = auctionEvent({ ...lot, ...written }, 'bid', nameOf(resolution.leader.bidderId), added);
    jobs.push(auctionEventJob(event));
  }
  // The leader changed: the one who led hears of it.
  const outbid = lot.leaderId !== null && lot.leaderId !== resolution.leader.bidderId ? lot.leaderId : null;
  if (outbid !== null) {
    jobs.push(messageJob(outbid, 'auctionOutbid', lotParams({ goodsId, title }, resolution.priceFen)));
  }
  const after = { ...state, priceFen: resolution.priceFen, leader: resolution.leader };
  const answer = {
    lotId: lot.id,
    seq,
    leading: resolution.leader.bidderId === bidderId,
    priceFen: resolution.priceFen,
    minimumNextFen: minimumNext(after),
    endsAt: endsAt.toISOString(),
  };
  const write = { seen: lot, goodsId, bidderId, maxFen, now, steps: resolution.steps, lot: written, jobs };
  return { write, answer, jobs };
}

const turns = new LotTurns<Found>();

/** The lot as `found` after the bid, for the next turn: the bidder-specific fields are each bid's own. */
function stateAfter(found: Found, plan: Plan): Found {
  const leaderName = plan.write.lot.leaderId === plan.write.bidderId ? found.bidderName : found.leaderName;
  return { ...found, lot: { ...found.lot, ...plan.write.lot }, leaderName };
}

/** Places `maxFen` as `bidderId`'s maximum on the lot of goods `goodsId`, at `now` (the auction clock). */
export async function placeBid(
  db: Db,
  lang: Lang,
  bidderId: number,
  goodsId: number | null,
  maxFen: number,
  now: Date,
): Promise<BidAnswer> {
  if (goodsId === null) throw new NotFoundError();
  // A bid its own read already refuses (below its minimum, the lot closed…) is refused as of that committed
  // state without waiting for a turn: a refusal changes nothing, so it is ordered at that read.
  const own = await readLot(db, bidderId, goodsId);
  decide(lang, own, bidderId, maxFen, now);
  const mine = own as Found;
  return turns.take(goodsId, async (turn) => {
    // The newest state known: the previous turn's, with this bidder's own deposit and name.
    let found: Found = turn.known
      ? { ...turn.known, depositHeld: mine.depositHeld, bidderName: mine.bidderName }
      : mine;
    for (let attempt = 0; attempt < ATTEMPTS_WITHOUT_LOCK; attempt++) {
      // Refusals on a state kept from an earlier turn stay true now: within a round prices and minimums
      // only rise, and a closed lot stays closed.
      const plan = planBid(lang, found, bidderId, goodsId, maxFen, now);
      if (await writeBid(db, plan.write)) {
        turn.known = stateAfter(found, plan);
        return plan.answer;
      }
      // Another process (or the close) wrote the lot since: decide again on what is committed now.
      turn.known = null;
      const fresh = await readLot(db, bidderId, goodsId);
      found = fresh as Found;
      decide(lang, fresh, bidderId, maxFen, now);
    }
    return db.transaction(async (tx) => {
      const { answer, jobs } = await applyBid(tx, lang, bidderId, goodsId, maxFen, now);
      await enqueueAll(tx, jobs);
      return answer;
    });
  });
}

/**
 * placeBid under the lot's row lock, inside the caller's transaction, answering the outbox jobs the bid calls
 * for — the live event, the outbid message — instead of writing them: placeBid writes them with the bid; the
 * seed, writing demo history, writes none.
 */
export async function applyBid(
  tx: Db,
  lang: Lang,
  bidderId: number,
  goodsId: number,
  maxFen: number,
  now: Date,
): Promise<{ answer: BidAnswer; jobs: OutboxJob[] }> {
  const [found] = await lotRead(tx, bidderId, goodsId).for('update', { of: auctionLots });
  const { write, answer, jobs } = planBid(lang, found, bidderId, goodsId, maxFen, now);
  // Locked: nothing else changed the row since the read, so the write applies.
  if (!(await writeBid(tx, { ...write, jobs: [] }))) throw new Error('a bid on its locked lot did not apply');
  return { answer, jobs };
}
