// Query parameters every kind's list takes alike: the keyword (its description says how the kind matches it)
// and the category.
import { z } from 'zod';

/** At most 50 characters, trimmed; an empty keyword is no keyword. */
export function keywordQuery(description: string) {
  return z.string().trim().max(50).optional().describe(description);
}

/** A category id in digits (a malformed one is a 400 on the field, not an empty list). */
export const categoryIdQuery = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, { error: 'field.id' })
  .transform(Number)
  .optional()
  .describe('Category id');
