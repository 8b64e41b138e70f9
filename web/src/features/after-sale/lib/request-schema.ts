import { z } from 'zod';
import { parseYuanInput } from '../../../lib/money.js';

/** nextland's limits for a request (after-sale/validators.ts): description and photos. */
export const REQUEST_LIMITS = { description: 500, photos: 6 } as const;

/**
 * A line of the form: the box, the amount as typed in yuan, and what it may still get back (fen). A picked
 * line's amount is checked on the line itself, so its message shows whatever else the form still lacks.
 */
const line = z
  .object({
    orderLineId: z.string(),
    selected: z.boolean(),
    amount: z.string(),
    refundableFen: z.number(),
  })
  .superRefine((l, ctx) => {
    if (!l.selected) return;
    const fen = parseYuanInput(l.amount);
    const message =
      fen === null
        ? 'aftersale:errors.amountInvalid'
        : fen < 1
          ? 'aftersale:errors.amountZero'
          : fen > l.refundableFen
            ? 'aftersale:errors.amountTooHigh'
            : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
  });

/**
 * The request form (decision 0014's pattern): lines are picked with an amount in yuan each, at most what the
 * line has left; a reason from the list; an optional description and up to 6 photos (upload ids). The
 * output is what `createAfterSale` takes, amounts in fen. Messages are `aftersale:` keys the form translates.
 */
export const requestSchema = z
  .object({
    type: z.enum(['REFUND_ONLY', 'RETURN_AND_REFUND']),
    reasonCode: z.string().min(1, { error: 'aftersale:errors.reasonRequired' }),
    description: z
      .string()
      .trim()
      .max(REQUEST_LIMITS.description, { error: 'aftersale:errors.descriptionTooLong' }),
    photos: z
      .array(z.object({ id: z.string(), url: z.string() }))
      .max(REQUEST_LIMITS.photos, { error: 'aftersale:errors.tooManyPhotos' }),
    lines: z
      .array(line)
      .refine((lines) => lines.some((l) => l.selected), { error: 'aftersale:errors.noLines' }),
  })
  .transform((value) => ({
    type: value.type,
    reasonCode: value.reasonCode,
    description: value.description,
    photoIds: value.photos.map((photo) => photo.id),
    lines: value.lines
      .filter((l) => l.selected)
      .map((l) => ({ orderLineId: l.orderLineId, amount: parseYuanInput(l.amount) ?? 0 })),
  }));

export type RequestFormInput = z.input<typeof requestSchema>;

/** The picked lines' amounts added up in fen (what the form shows as the total), ignoring unreadable ones. */
export function requestedFen(lines: RequestFormInput['lines']): number {
  return lines.reduce((sum, l) => (l.selected ? sum + (parseYuanInput(l.amount) ?? 0) : sum), 0);
}

/**
 * Server fields the form can show: `lines.{i}.amount` (nextland's index is into the lines sent, which are the
 * picked ones; `toFormField` maps it back), `photoIds.{i}`, `reasonCode`, `description`.
 */
export const REQUEST_FIELDS = ['reasonCode', 'description', 'photos', 'lines'] as const;
