import { z } from 'zod';

// Ids are bigint in storage and strings in the API; up to 15 digits they are exact JS numbers.
const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** Parses an id string; null for anything that cannot be one of our ids (so callers answer 404). */
export function parseId(value: string): number | null {
  return ID_PATTERN.test(value) ? Number(value) : null;
}

/** A required id query parameter. */
export const idQuery = z
  .string()
  .regex(ID_PATTERN, { error: 'field.id' })
  .transform(Number)
  .describe('Id (digits)');

/** Comma-separated ids, 1 to `max`, de-duplicated, order kept. */
export function idListQuery(max: number) {
  return z
    .string()
    .refine((s) => s.split(',').every((part) => ID_PATTERN.test(part.trim())), { error: 'field.idList' })
    .transform((s) => [...new Set(s.split(',').map((part) => Number(part.trim())))])
    .pipe(z.array(z.number()).min(1).max(max))
    .describe(`Comma-separated ids (digits), 1–${max}`);
}
