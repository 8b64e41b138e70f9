import { describe, expect, it } from 'vitest';
import { auctionLadder, auctionRelease } from './auction.js';

const codesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('auction rules', () => {
  it('takes a ladder ascending from 0 and names the band that breaks it', () => {
    expect(auctionLadder.safeParse([{ fromFen: 0, incrementFen: 100 }]).success).toBe(true);
    expect(
      codesOf(
        auctionLadder.safeParse([
          { fromFen: 100, incrementFen: 100 },
          { fromFen: 100, incrementFen: 200 },
        ]),
      ),
    ).toEqual(['0.fromFen:field.ladderStart', '1.fromFen:field.ladderOrder']);
    expect(auctionLadder.safeParse([]).success).toBe(false);
  });

  it('checks the reserve against the start price and the window against now', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const lot = {
      startPriceFen: 1000,
      ladder: [{ fromFen: 0, incrementFen: 100 }],
      reserveFen: null,
      depositFen: null,
      startsAt: '2026-01-01T01:00:00Z',
      endsAt: '2026-01-01T02:00:00Z',
    };
    expect(auctionRelease(now).safeParse(lot).success).toBe(true);
    expect(
      codesOf(
        auctionRelease(now).safeParse({
          ...lot,
          reserveFen: 999,
          startsAt: '2025-12-31T23:00:00Z',
          endsAt: '2025-12-31T23:59:00Z',
        }),
      ),
    ).toEqual([
      'reserveFen:field.reserveBelowStart',
      'startsAt:field.startInPast',
      'endsAt:field.auctionTooShort',
    ]);
    expect(codesOf(auctionRelease(now).safeParse({ ...lot, endsAt: '2026-02-01T01:00:01Z' }))).toEqual([
      'endsAt:field.auctionTooLong',
    ]);
    expect(codesOf(auctionRelease(now).safeParse({ ...lot, startsAt: undefined, endsAt: 'soon' }))).toEqual([
      'startsAt:field.required',
      'endsAt:field.invalid',
    ]);
  });
});
