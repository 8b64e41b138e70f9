// One bid, one place in its lot's order (decision 0028 §2). Bids on a lot take turns inside this process
// (lot-turns.ts): a turn decides the bids that came while the previous one was writing, one after another, each on
// the state the one before left, and writes the accepted ones by one statement that applies only if the lot is
// still the state the first was decided on (bid-write.ts): the row lock is held only while PostgreSQL runs it.
// A turn whose lot moved meanwhile (another process, the close) is decided again on a fresh read; after a few such
// races its bids take the lot's lock one by one, so none waits forever on a hot lot. Either way bids on one lot
// apply one after another in commit order: accepted prices strictly rise, `seq` has no gaps, and a bid racing the
// close is either before it or refused.
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { auctionLots } from '../goods/schema.js';
import { AuctionLotStatus, lotMachine } from '../goods/status.js';
import { enqueueAll, type OutboxJob } from '../jobs/enqueue.js';
import { messageJob } from '../message/service.js';
import { decide, type Found, lotRead, readLot, refuseOnKnown } from './bid-read.js';
import { type BidDone, type LotAfterBid, writeBids } from './bid-write.js';
import { type AuctionEventBid, auctionEvent, auctionEventJob } from './live.js';
import { endAfterBid } from './lot-state.js';
import { LotTurns, type Outcome, type Turns } from './lot-turns.js';
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
 * Writes a turn tries before its bids take the lot's lock instead. A write that does not apply means another
 * process wrote the lot meanwhile, so a bid that keeps losing is usually refused on its next read; the lock
 * bounds the rest.
 */
const ATTEMPTS_WITHOUT_LOCK = 4;

type Plan = { done: BidDone; lot: LotAfterBid; answer: BidAnswer; jobs: OutboxJob[] };

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
  // A first bid opens a lot whose open job has not run yet (not started → bidding); the write itself is the
  // bid's compare-and-set (bid-write.ts), so the machine is asked here.
  if (lot.status !== AuctionLotStatus.BIDDING) lotMachine.assertMove(lot.status, AuctionLotStatus.BIDDING);
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
  return { done: { bidderId, maxFen, now, steps: resolution.steps }, lot: written, answer, jobs };
}

/** A bid waiting for its turn, with what its own read found of the bidder (their deposit, their name). */
type Bid = { db: Db; lang: Lang; bidderId: number; goodsId: number; maxFen: number; now: Date; own: Found };

const turns = new LotTurns<Found, Bid, BidAnswer>();

/** The lot as `found` after `plan`, with this bidder's own deposit and name: the next bid's starting state. */
function stateAfter(found: Found, plan: Plan): Found {
  const leaderName = plan.lot.leaderId === plan.done.bidderId ? found.bidderName : found.leaderName;
  return { ...found, lot: { ...found.lot, ...plan.lot }, leaderName };
}

/** The bids of a turn decided in order from `found`: each one's outcome, the accepted plans and the state after. */
function decideTurn(bids: Bid[], found: Found) {
  let state = found;
  const plans: Plan[] = [];
  const outcomes: Outcome<BidAnswer>[] = bids.map((bid) => {
    const mine = { ...state, depositHeld: bid.own.depositHeld, bidderName: bid.own.bidderName };
    try {
      const plan = planBid(bid.lang, mine, bid.bidderId, bid.goodsId, bid.maxFen, bid.now);
      plans.push(plan);
      state = stateAfter(mine, plan);
      return { ok: true, value: plan.answer };
    } catch (error) {
      return { ok: false, error };
    }
  });
  return { outcomes, plans, state };
}

/** One turn of a lot: its bids decided and written together, on the state kept from the last turn or read. */
async function takeTurn(bids: Bid[], turn: Turns<Found>): Promise<Outcome<BidAnswer>[]> {
  const [first] = bids;
  if (!first) return [];
  // The newest state known: the previous turn's, else the first bid's own read.
  let found: Found = turn.known ?? first.own;
  for (let attempt = 0; attempt < ATTEMPTS_WITHOUT_LOCK; attempt++) {
    // Refusals on a state kept from an earlier turn stay true now: within a round prices and minimums only
    // rise, and a closed lot stays closed.
    const { outcomes, plans, state } = decideTurn(bids, found);
    const [head] = plans;
    const last = plans.at(-1);
    if (!head || !last) return outcomes;
    const write = {
      seen: found.lot,
      goodsId: first.goodsId,
      now: head.done.now,
      bids: plans.map((plan) => plan.done),
      lot: last.lot,
      jobs: plans.flatMap((plan) => plan.jobs),
    };
    if (await writeBids(first.db, write)) {
      turn.known = state;
      return outcomes;
    }
    // Another process (or the close) wrote the lot since: decide again on what is committed now.
    turn.known = null;
    const fresh = await readLot(first.db, first.bidderId, first.goodsId);
    if (!fresh) return bids.map(() => ({ ok: false, error: new NotFoundError() }));
    found = fresh;
  }
  // Still racing: each bid under the lot's lock, in order.
  const answers: Outcome<BidAnswer>[] = [];
  for (const bid of bids) {
    try {
      const value = await bid.db.transaction(async (tx) => {
        const { answer, jobs } = await applyBid(tx, bid.lang, bid.bidderId, bid.goodsId, bid.maxFen, bid.now);
        await enqueueAll(tx, jobs);
        return answer;
      });
      answers.push({ ok: true, value });
    } catch (error) {
      answers.push({ ok: false, error });
    }
  }
  return answers;
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
  // On a hot lot most bids are already too low for the state this process's last turn wrote: refused without
  // a read, they leave the database and this process to the bids that may count.
  refuseOnKnown(lang, turns.known(goodsId), bidderId, maxFen, now);
  // A bid its own read already refuses (below its minimum, the lot closed…) is refused as of that committed
  // state without waiting for a turn: a refusal changes nothing, so it is ordered at that read.
  const own = await readLot(db, bidderId, goodsId);
  decide(lang, own, bidderId, maxFen, now);
  const bid = { db, lang, bidderId, goodsId, maxFen, now, own: own as Found };
  return turns.take(goodsId, bid, takeTurn);
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
  const plan = planBid(lang, found, bidderId, goodsId, maxFen, now);
  const write = { seen: (found as Found).lot, goodsId, now, bids: [plan.done], lot: plan.lot, jobs: [] };
  // Locked: nothing else changed the row since the read, so the write applies.
  if (!(await writeBids(tx, write))) throw new Error('a bid on its locked lot did not apply');
  return { answer: plan.answer, jobs: plan.jobs };
}
