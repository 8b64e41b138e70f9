import { expressName, LIMITS, regions } from '@nextland/rules';
import { z } from 'zod';
import { MAX_FEN, parseYuanInput } from '../../../lib/money.js';

/** Form-only messages (`wallet:noPostage.errors.*`): the minimums are typed as text, the amount in yuan. */
const ERRORS = {
  minCount: 'wallet:noPostage.errors.minCountInvalid',
  minAmount: 'wallet:noPostage.errors.minAmountInvalid',
  minimum: 'wallet:noPostage.errors.minimumRequired',
  regions: 'wallet:noPostage.errors.regionsRequired',
} as const;

function validCount(text: string): boolean {
  const count = Number(text);
  return Number.isInteger(count) && count >= 1 && count <= LIMITS.minCount;
}

function validFen(text: string): boolean {
  const fen = parseYuanInput(text);
  return fen !== null && fen >= 1 && fen <= MAX_FEN;
}

/** An optional minimum typed as text: empty means none (left out of the input). */
function optional(valid: (text: string) => boolean, read: (text: string) => number, error: string) {
  return z
    .string()
    .trim()
    .refine((text) => text === '' || valid(text), { error })
    .transform((text) => (text === '' ? undefined : read(text)));
}

/**
 * The new no-postage rule form: nextland's `createExpressBody` rules (name, 1–34 region codes), a count of
 * 1–9999 and/or an amount typed in yuan and sent in fen; at least one of the two (decision 0014 and 0016).
 */
export const expressSchema = z
  .object({
    name: expressName,
    // "Choose at least one region" reads better than the rule's generic "add at least 1".
    regions: z.array(z.string()).min(1, { error: ERRORS.regions }).pipe(regions),
    minCount: optional(validCount, Number, ERRORS.minCount),
    minAmount: optional(validFen, (text) => parseYuanInput(text) as number, ERRORS.minAmount),
  })
  .refine((input) => input.minCount !== undefined || input.minAmount !== undefined, {
    path: ['minCount'],
    error: ERRORS.minimum,
  });
