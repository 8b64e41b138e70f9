import { ConflictError } from './errors.js';
import type { MessageKey } from './messages/index.js';

/**
 * The unique index a PostgreSQL unique_violation (23505) names, or null for any other error. drizzle wraps
 * driver errors (`cause`); node-postgres and PGlite both report `code` and `constraint`.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Runs `work` and turns a unique violation of one of `indexes` into a 409 with that index's message: the
 * index is the rule, this only says which rule was hit. Other errors pass through unchanged (an unnamed
 * violation still becomes the generic 409 in the error handler).
 */
export async function withUniqueRules<T>(
  work: () => Promise<T>,
  indexes: Readonly<Record<string, MessageKey>>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    const messageKey = index ? indexes[index] : undefined;
    if (messageKey) throw new ConflictError(messageKey);
    throw error;
  }
}
