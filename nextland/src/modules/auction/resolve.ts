// How one bid changes a lot (decision 0028 §2): the increment ladder, and proxy bidding resolved as the
// best-known auction sites resolve it. Pure: the bid transaction reads the lot under its lock, calls this, and
// writes what it answers, so the rules are tested here without a database.
//
// Every bid is a maximum (a manual bid is a maximum equal to its amount). The visible price is the least the
// leader must pay to beat everyone else: the second-highest maximum plus one increment, capped at the leader's
// maximum, lifted to the reserve once the leader's maximum reaches it. Bids are applied one after another
// under the lot's lock, so a tie is always between the standing leader (earlier) and the new bid: the leader
// keeps the lot.

/** One band of the increment ladder: from this price (fen) up, bids rise by `incrementFen`. */
export type LadderBand = { fromFen: number; incrementFen: number };

export type Leader = { bidderId: number; maxFen: number };

export type LotState = {
  startPriceFen: number;
  /** The visible price: the start price until the first bid. */
  priceFen: number;
  /** Hidden; null when the lot has none. */
  reserveFen: number | null;
  /** Ascending by `fromFen`, the first from 0 (validated where the lot is released). */
  ladder: readonly LadderBand[];
  leader: Leader | null;
};

export type BidInput = { bidderId: number; maxFen: number };

/** A row of the public history: who stood at which price, by their own bid or by their maximum's proxy. */
export type Step = { bidderId: number; amountFen: number; kind: 'manual' | 'proxy' };

export type Resolution =
  | { ok: false; code: 'auction.bidTooLow'; minimumFen: number }
  | { ok: false; code: 'auction.maxNotHigher'; currentMaxFen: number }
  | { ok: true; leader: Leader; priceFen: number; steps: Step[]; leaderChanged: boolean };

/** The increment at `priceFen`: the band with the highest `fromFen` not above it. */
export function incrementAt(ladder: readonly LadderBand[], priceFen: number): number {
  let increment = ladder[0]?.incrementFen ?? 1;
  for (const band of ladder) if (band.fromFen <= priceFen) increment = band.incrementFen;
  return increment;
}

/** The least a new bidder may bid: the start price before the first bid, else price plus its increment. */
export function minimumNext(lot: LotState): number {
  return lot.leader === null ? lot.startPriceFen : lot.priceFen + incrementAt(lot.ladder, lot.priceFen);
}

/** Whether the reserve is met: the one fact about the reserve anyone but the seller learns. */
export function reserveMet(lot: Pick<LotState, 'reserveFen' | 'priceFen' | 'leader'>): boolean {
  return lot.reserveFen === null || (lot.leader !== null && lot.priceFen >= lot.reserveFen);
}

/** The price lifted to the reserve when the leading maximum reaches it (never above that maximum). */
function withReserve(priceFen: number, leaderMaxFen: number, reserveFen: number | null): number {
  if (reserveFen === null || leaderMaxFen < reserveFen) return priceFen;
  return Math.max(priceFen, reserveFen);
}

export function resolveBid(lot: LotState, bid: BidInput): Resolution {
  const { leader, reserveFen } = lot;
  if (leader !== null && leader.bidderId === bid.bidderId) return raiseOwnMaximum(lot, leader, bid);
  const minimumFen = minimumNext(lot);
  if (bid.maxFen < minimumFen) return { ok: false, code: 'auction.bidTooLow', minimumFen };

  if (leader === null) {
    const priceFen = withReserve(lot.startPriceFen, bid.maxFen, reserveFen);
    return {
      ok: true,
      leader: { bidderId: bid.bidderId, maxFen: bid.maxFen },
      priceFen,
      steps: [{ bidderId: bid.bidderId, amountFen: priceFen, kind: 'manual' }],
      leaderChanged: true,
    };
  }

  if (bid.maxFen > leader.maxFen) {
    // The old leader's proxy bid up to its whole maximum, and the newcomer one increment above it.
    const beaten = Math.min(bid.maxFen, leader.maxFen + incrementAt(lot.ladder, leader.maxFen));
    const priceFen = withReserve(beaten, bid.maxFen, reserveFen);
    const steps: Step[] = [];
    if (leader.maxFen > lot.priceFen)
      steps.push({ bidderId: leader.bidderId, amountFen: leader.maxFen, kind: 'proxy' });
    steps.push({ bidderId: bid.bidderId, amountFen: priceFen, kind: 'manual' });
    return {
      ok: true,
      leader: { bidderId: bid.bidderId, maxFen: bid.maxFen },
      priceFen,
      steps,
      leaderChanged: true,
    };
  }

  // The leader's maximum answers: one increment above the bid, or the whole maximum when that is less (a tie).
  const answered = Math.min(leader.maxFen, bid.maxFen + incrementAt(lot.ladder, bid.maxFen));
  const priceFen = withReserve(answered, leader.maxFen, reserveFen);
  const steps: Step[] = [{ bidderId: bid.bidderId, amountFen: bid.maxFen, kind: 'manual' }];
  if (priceFen > bid.maxFen) steps.push({ bidderId: leader.bidderId, amountFen: priceFen, kind: 'proxy' });
  return { ok: true, leader, priceFen, steps, leaderChanged: false };
}

/**
 * The leader raising their own maximum: no outbidding yourself, so the price stays, unless the new maximum
 * reaches the reserve the old one did not. A maximum that is not higher is refused (bids are final).
 */
function raiseOwnMaximum(lot: LotState, leader: Leader, bid: BidInput): Resolution {
  if (bid.maxFen <= leader.maxFen)
    return { ok: false, code: 'auction.maxNotHigher', currentMaxFen: leader.maxFen };
  const priceFen = withReserve(lot.priceFen, bid.maxFen, lot.reserveFen);
  const steps: Step[] =
    priceFen > lot.priceFen ? [{ bidderId: bid.bidderId, amountFen: priceFen, kind: 'manual' }] : [];
  return {
    ok: true,
    leader: { bidderId: bid.bidderId, maxFen: bid.maxFen },
    priceFen,
    steps,
    leaderChanged: false,
  };
}
