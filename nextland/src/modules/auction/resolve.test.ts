// The bid rules (decision 0028 §2) on examples, then as properties over random bid sequences.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BidInput,
  incrementAt,
  type LadderBand,
  type LotState,
  minimumNext,
  type Resolution,
  reserveMet,
  resolveBid,
} from './resolve.js';

const LADDER: LadderBand[] = [
  { fromFen: 0, incrementFen: 100 },
  { fromFen: 10_000, incrementFen: 500 },
];
const lot = (over: Partial<LotState> = {}): LotState => ({
  startPriceFen: 1000,
  priceFen: 1000,
  reserveFen: null,
  ladder: LADDER,
  leader: null,
  ...over,
});

/** Applies an accepted resolution to the lot, as the bid transaction writes it. */
function apply(state: LotState, resolution: Resolution): LotState {
  if (!resolution.ok) return state;
  return { ...state, priceFen: resolution.priceFen, leader: resolution.leader };
}

describe('resolveBid: examples', () => {
  it('the first bid may equal the start price; below it is too low', () => {
    expect(resolveBid(lot(), { bidderId: 1, maxFen: 999 })).toEqual({
      ok: false,
      code: 'auction.bidTooLow',
      minimumFen: 1000,
    });
    expect(resolveBid(lot(), { bidderId: 1, maxFen: 5000 })).toEqual({
      ok: true,
      leader: { bidderId: 1, maxFen: 5000 },
      priceFen: 1000,
      steps: [{ bidderId: 1, amountFen: 1000, kind: 'manual' }],
      leaderChanged: true,
    });
  });

  it('a lower bid is answered by the leader’s maximum one increment above it', () => {
    const led = lot({ leader: { bidderId: 1, maxFen: 5000 } });
    expect(minimumNext(led)).toBe(1100);
    expect(resolveBid(led, { bidderId: 2, maxFen: 1050 })).toMatchObject({ ok: false, minimumFen: 1100 });
    expect(resolveBid(led, { bidderId: 2, maxFen: 1100 })).toEqual({
      ok: true,
      leader: { bidderId: 1, maxFen: 5000 },
      priceFen: 1200,
      steps: [
        { bidderId: 2, amountFen: 1100, kind: 'manual' },
        { bidderId: 1, amountFen: 1200, kind: 'proxy' },
      ],
      leaderChanged: false,
    });
  });

  it('a higher maximum wins at one increment above the other maximum', () => {
    const led = lot({ leader: { bidderId: 1, maxFen: 5000 } });
    expect(resolveBid(led, { bidderId: 2, maxFen: 6000 })).toEqual({
      ok: true,
      leader: { bidderId: 2, maxFen: 6000 },
      priceFen: 5100,
      steps: [
        { bidderId: 1, amountFen: 5000, kind: 'proxy' },
        { bidderId: 2, amountFen: 5100, kind: 'manual' },
      ],
      leaderChanged: true,
    });
    // Just above: capped at the newcomer's own maximum.
    expect(resolveBid(led, { bidderId: 2, maxFen: 5050 })).toMatchObject({ priceFen: 5050 });
  });

  it('a tie keeps the earlier maximum, at that maximum', () => {
    const led = lot({ leader: { bidderId: 1, maxFen: 5000 } });
    expect(resolveBid(led, { bidderId: 2, maxFen: 5000 })).toEqual({
      ok: true,
      leader: { bidderId: 1, maxFen: 5000 },
      priceFen: 5000,
      steps: [{ bidderId: 2, amountFen: 5000, kind: 'manual' }],
      leaderChanged: false,
    });
  });

  it('the increment follows the ladder band of the price', () => {
    expect([incrementAt(LADDER, 9_999), incrementAt(LADDER, 10_000)]).toEqual([100, 500]);
    const led = lot({ priceFen: 9_900, leader: { bidderId: 1, maxFen: 20_000 } });
    expect(resolveBid(led, { bidderId: 2, maxFen: 10_000 })).toMatchObject({ priceFen: 10_500 });
  });

  it('the reserve lifts the price once a maximum reaches it, and only says whether it is met', () => {
    const reserved = lot({ reserveFen: 3000 });
    const low = resolveBid(reserved, { bidderId: 1, maxFen: 2000 });
    const afterLow = apply(reserved, low);
    expect([afterLow.priceFen, reserveMet(afterLow)]).toEqual([1000, false]);
    // The leader raising their own maximum to the reserve: the price moves to it, and no further.
    const raised = resolveBid(afterLow, { bidderId: 1, maxFen: 4000 });
    expect(raised).toMatchObject({ ok: true, priceFen: 3000, leaderChanged: false });
    expect(reserveMet(apply(afterLow, raised))).toBe(true);
    expect(resolveBid(reserved, { bidderId: 1, maxFen: 5000 })).toMatchObject({ priceFen: 3000 });
  });

  it('the leader cannot outbid themselves, only raise their maximum', () => {
    const led = lot({ priceFen: 1200, leader: { bidderId: 1, maxFen: 5000 } });
    expect(resolveBid(led, { bidderId: 1, maxFen: 5000 })).toEqual({
      ok: false,
      code: 'auction.maxNotHigher',
      currentMaxFen: 5000,
    });
    expect(resolveBid(led, { bidderId: 1, maxFen: 8000 })).toEqual({
      ok: true,
      leader: { bidderId: 1, maxFen: 8000 },
      priceFen: 1200,
      steps: [],
      leaderChanged: false,
    });
  });
});

const ladderArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 50_000 }), { maxLength: 3 })
  .chain((froms) =>
    fc.tuple(
      fc.constant([0, ...froms.sort((a, b) => a - b)]),
      fc.array(fc.integer({ min: 1, max: 2_000 }), {
        minLength: froms.length + 1,
        maxLength: froms.length + 1,
      }),
    ),
  )
  .map(([froms, increments]) => froms.map((fromFen, i) => ({ fromFen, incrementFen: increments[i] ?? 1 })));

const scenarioArb = fc.record({
  ladder: ladderArb,
  startPriceFen: fc.integer({ min: 1, max: 20_000 }),
  reserveFen: fc.option(fc.integer({ min: 1, max: 60_000 }), { nil: null }),
  bids: fc.array(
    fc.record({ bidderId: fc.integer({ min: 1, max: 6 }), maxFen: fc.integer({ min: 1, max: 80_000 }) }),
    { maxLength: 60 },
  ),
});

describe('resolveBid: properties over random bid sequences', () => {
  it('history strictly rises, the price stays within the leader’s maximum, and the highest earliest maximum leads', () => {
    fc.assert(
      fc.property(scenarioArb, ({ ladder, startPriceFen, reserveFen, bids }) => {
        let state = lot({ ladder, startPriceFen, priceFen: startPriceFen, reserveFen });
        let lastStep = 0;
        let best: BidInput | null = null;
        for (const bid of bids) {
          const before = state;
          const resolution = resolveBid(state, bid);
          if (!resolution.ok) {
            if (resolution.code === 'auction.bidTooLow') expect(bid.maxFen).toBeLessThan(minimumNext(before));
            else expect(bid.bidderId).toBe(before.leader?.bidderId);
            continue;
          }
          for (const step of resolution.steps) {
            expect(step.amountFen).toBeGreaterThan(lastStep);
            lastStep = step.amountFen;
          }
          state = apply(state, resolution);
          const leader = state.leader as NonNullable<LotState['leader']>;
          expect(state.priceFen).toBeGreaterThanOrEqual(before.leader ? before.priceFen : startPriceFen);
          expect(state.priceFen).toBeLessThanOrEqual(leader.maxFen);
          expect(state.priceFen).toBeGreaterThanOrEqual(startPriceFen);
          if (resolution.steps.length > 0) expect(state.priceFen).toBe(lastStep);
          // The reserve: met exactly when the leading maximum reaches it, and then the price is at least it.
          expect(reserveMet(state)).toBe(reserveFen === null || leader.maxFen >= reserveFen);
          if (!best || bid.maxFen > best.maxFen) best = bid;
          expect(leader).toEqual({ bidderId: best.bidderId, maxFen: best.maxFen });
        }
      }),
      { numRuns: 500 },
    );
  });
});
