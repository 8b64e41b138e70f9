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

// What node-postgres says when the database cannot be reached or stopped answering: these have no SQLSTATE.
const unreachableMessages = [
  'timeout exceeded when trying to connect', // pg-pool: no connection within connectionTimeoutMillis
  'Query read timeout', // query_timeout: the server stopped answering
  'Connection terminated', // the server or network dropped the connection mid-query
  'Client has encountered a connection error',
];
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
]);

/**
 * True when an error means "the database is unavailable or too slow right now", which a client should retry
 * later (503), not "this request is wrong" or "our bug" (500): statement timeout or cancel (57014), the
 * server shutting down or starting (57P01–57P03), connection exceptions (class 08), refused or dropped
 * connections and timeouts waiting for one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (code === '57014' || code.startsWith('57P') || code.startsWith('08') || unreachableCodes.has(code)) {
        return true;
      }
    }
    if (typeof message === 'string' && unreachableMessages.some((text) => message.includes(text)))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What a log may say about a database error: the driver's code and message. Drizzle's own message repeats
 * the statement with its parameter values (phone numbers, names), which must not reach the logs.
 */
export function databaseErrorSummary(error: unknown): { code?: string; message: string } {
  let driver = error as { code?: unknown; message?: unknown; cause?: unknown };
  while (driver.cause && typeof driver.cause === 'object') driver = driver.cause as typeof driver;
  return {
    ...(typeof driver.code === 'string' ? { code: driver.code } : {}),
    message: typeof driver.message === 'string' ? driver.message : 'unknown database error',
  };
}
