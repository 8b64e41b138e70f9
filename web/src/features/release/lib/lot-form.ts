// The auction step of the release form for lots (decision 0028 §5): yuan typed, fen sent, the same rules
// nextland checks at release (`auctionLadder` and `auctionRelease` from @nextland/rules), run on the browser's
// clock. Times are the browser's `datetime-local` values (local time), sent as ISO instants.
import { type AuctionDraft, auctionRelease, fenToYuan, ruleFailure, yuanToFen } from '@nextland/rules';
import { z } from 'zod';
import type { ReleaseAuctionInput, ReleaseDraftFieldsFragment } from '../../../graphql/generated/graphql';

export type LotBand = { from: string; increment: string };
export type AuctionFormValues = {
  startPrice: string;
  ladder: LotBand[];
  reserve: string;
  deposit: string;
  startsAt: string;
  endsAt: string;
};

/** What the form's fields are called where nextland names them in fen (`auction.startPriceFen`). */
const FORM_NAMES: Record<string, string> = {
  startPriceFen: 'startPrice',
  reserveFen: 'reserve',
  depositFen: 'deposit',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  ladder: 'ladder',
};

/** The form's field names of the auction step, for placing server errors. */
export const AUCTION_FORM_FIELDS = Object.values(FORM_NAMES).map((name) => `auction.${name}`);

/** nextland's `auction.ladder.1.fromFen` → the form's `auction.ladder` (the editor shows one message). */
export function auctionFormField(path: readonly string[]): string {
  const name = FORM_NAMES[path[0] ?? ''];
  return name ? `auction.${name}` : `auction.${path.join('.')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant → the `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

function toIso(local: string): string | undefined {
  if (!local) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** The fen values the form holds so far (undefined where a field is empty or not yuan yet). */
export function auctionDraftOf(values: AuctionFormValues): AuctionDraft & { reserveFen: number | null } {
  const bands = values.ladder.map((band) => ({
    fromFen: yuanToFen(band.from),
    incrementFen: yuanToFen(band.increment),
  }));
  const whole = bands.every((band) => band.fromFen !== null && band.incrementFen !== null);
  const optional = (yuan: string) => (yuan.trim() === '' ? null : (yuanToFen(yuan) ?? undefined));
  return {
    startPriceFen: yuanToFen(values.startPrice) ?? undefined,
    ladder: whole && bands.length > 0 ? (bands as { fromFen: number; incrementFen: number }[]) : undefined,
    reserveFen: optional(values.reserve) ?? null,
    depositFen: optional(values.deposit) ?? null,
    startsAt: toIso(values.startsAt),
    endsAt: toIso(values.endsAt),
  };
}

/** The auction step's values, unchecked (goods and works carry them untouched). */
export const auctionFormValues = z.object({
  startPrice: z.string(),
  ladder: z.array(z.object({ from: z.string(), increment: z.string() })),
  reserve: z.string(),
  deposit: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

/** The whole auction step, checked with nextland's release rules at the browser's now. */
export const auctionFormSchema = auctionFormValues.superRefine((values, ctx) => {
  const draft = auctionDraftOf(values);
  const result = auctionRelease(new Date()).safeParse(
    {
      startPriceFen: draft.startPriceFen,
      ladder: draft.ladder,
      reserveFen: values.reserve.trim() === '' ? null : (yuanToFen(values.reserve) ?? -1),
      depositFen: values.deposit.trim() === '' ? null : (yuanToFen(values.deposit) ?? -1),
      startsAt: draft.startsAt,
      endsAt: draft.endsAt,
    },
    // Each message is the rule's code (a missing value is `field.required`), translated like the form's own.
    { error: (issue) => ruleFailure(issue).code },
  );
  if (result.success) return;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = auctionFormField(issue.path.map(String)).slice('auction.'.length);
    if (seen.has(field)) continue;
    seen.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message: issue.message, input: undefined });
  }
});

/** An auction step with nothing filled in but the first band's start (always ¥0). */
export function auctionDefaults(draft?: ReleaseDraftFieldsFragment | null): AuctionFormValues {
  const step = draft?.auction;
  const yuan = (fen: number | null | undefined) => (fen == null ? '' : fenToYuan(fen));
  return {
    startPrice: yuan(step?.startPriceFen),
    ladder: step?.ladder?.length
      ? step.ladder.map((band) => ({
          from: fenToYuan(band.fromFen),
          increment: fenToYuan(band.incrementFen),
        }))
      : [{ from: '0', increment: '' }],
    reserve: yuan(step?.reserveFen),
    deposit: yuan(step?.depositFen),
    startsAt: toLocalInput(step?.startsAt),
    endsAt: toLocalInput(step?.endsAt),
  };
}

/** What a save sends of the auction step: every usable value; reserve and deposit always (empty: none). */
export function toAuctionInput(values: AuctionFormValues): ReleaseAuctionInput {
  const draft = auctionDraftOf(values);
  return {
    ...(draft.startPriceFen !== undefined && { startPriceFen: draft.startPriceFen }),
    ...(draft.ladder && { ladder: draft.ladder }),
    reserveFen: draft.reserveFen ?? null,
    depositFen: draft.depositFen ?? null,
    ...(draft.startsAt && { startsAt: draft.startsAt }),
    ...(draft.endsAt && { endsAt: draft.endsAt }),
  };
}
