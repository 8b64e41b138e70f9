// Releasing a lot (decision 0028 §1, §5): the auction step's rules, shared by nextland (draft saves and the
// release check) and the web's release form. Money in integer fen; times as ISO 8601 strings.
import { z } from 'zod';
import { RELEASE_LIMITS } from './release.js';

export const AUCTION_LIMITS = {
  /** Price bands a ladder may have: enough for a real schedule, small enough to show in one table. */
  ladderBands: 10,
  /** End at least an hour after the start, at most 30 days (docs/domain.md#lots). */
  minDurationMs: 60 * 60 * 1000,
  maxDurationMs: 30 * 24 * 60 * 60 * 1000,
} as const;

const fen = (min: number) => z.number().int().min(min).max(RELEASE_LIMITS.priceFen);

export const ladderBand = z.object({ fromFen: fen(0), incrementFen: fen(1) });
export type LadderBand = z.output<typeof ladderBand>;

/**
 * Increment bands by price, ascending, the first from 0: the increment at a price is the band's whose
 * `fromFen` is the highest at or below it (resolve.ts reads it that way).
 */
export const auctionLadder = z
  .array(ladderBand)
  .min(1)
  .max(AUCTION_LIMITS.ladderBands)
  .superRefine((bands, ctx) => {
    if (bands[0] && bands[0].fromFen !== 0)
      ctx.addIssue({ code: 'custom', path: [0, 'fromFen'], message: 'field.ladderStart' });
    bands.forEach((band, index) => {
      const before = bands[index - 1];
      if (index > 0 && before && band.fromFen <= before.fromFen)
        ctx.addIssue({ code: 'custom', path: [index, 'fromFen'], message: 'field.ladderOrder' });
    });
  });

/** An ISO 8601 instant; a missing one is "required", anything else unreadable "invalid". */
const isoTime = z.iso.datetime({
  offset: true,
  error: (issue) => (issue.input === undefined || issue.input === null ? 'field.required' : 'field.invalid'),
});

/** A draft's auction step: any subset, each field on its own (a half-filled form saves). */
export const auctionDraft = z.object({
  startPriceFen: fen(1).optional(),
  ladder: auctionLadder.optional(),
  /** Hidden from bidders; null: none. */
  reserveFen: fen(1).nullable().optional(),
  /** Asked of each bidder before their first bid; null: none. */
  depositFen: fen(1).nullable().optional(),
  startsAt: isoTime.optional(),
  endsAt: isoTime.optional(),
});
export type AuctionDraft = z.output<typeof auctionDraft>;

/**
 * The whole auction step a release checks, at `now` (the server's auction clock, or the browser's when the
 * form checks): the reserve not below the start price, the end 1 h to 30 days after the start, the start not
 * in the past.
 */
export function auctionRelease(now: Date) {
  return z
    .object({
      startPriceFen: fen(1),
      ladder: auctionLadder,
      reserveFen: fen(1).nullable(),
      depositFen: fen(1).nullable(),
      startsAt: isoTime,
      endsAt: isoTime,
    })
    .superRefine((lot, ctx) => {
      if (lot.reserveFen !== null && lot.reserveFen < lot.startPriceFen)
        ctx.addIssue({ code: 'custom', path: ['reserveFen'], message: 'field.reserveBelowStart' });
      const starts = Date.parse(lot.startsAt);
      const ends = Date.parse(lot.endsAt);
      if (starts < now.getTime())
        ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'field.startInPast' });
      if (ends - starts < AUCTION_LIMITS.minDurationMs)
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'field.auctionTooShort' });
      else if (ends - starts > AUCTION_LIMITS.maxDurationMs)
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'field.auctionTooLong' });
    });
}
