// The BFF's error contract: every error a client sees has a stable `extensions.code`; upstream internals are
// logged, never sent (conventions rule 10).
import { GraphQLError } from 'graphql';

export const ErrorCode = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  badUserInput: 'BAD_USER_INPUT',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  upstreamError: 'UPSTREAM_ERROR',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  upstreamTimeout: 'UPSTREAM_TIMEOUT',
  /** The operation's cost or upstream calls pass the limits (graphql/cost.ts, BFF_MAX_UPSTREAM_CALLS). */
  queryTooLarge: 'GRAPHQL_VALIDATION_FAILED',
  internal: 'INTERNAL_SERVER_ERROR',
} as const;

export type AuthFailureReason = 'TOKEN_EXPIRED' | 'TOKEN_INVALID';
export type FieldError = { field: string; message: string };

export function unauthenticated(reason: AuthFailureReason): GraphQLError {
  return new GraphQLError('Not logged in or the session has expired.', {
    extensions: { code: ErrorCode.unauthenticated, reason },
  });
}

export function badUserInput(message: string, fields: FieldError[]): GraphQLError {
  return new GraphQLError(message || 'Invalid input.', {
    extensions: { code: ErrorCode.badUserInput, fields },
  });
}

export function notFound(message = ''): GraphQLError {
  return new GraphQLError(message || 'Not found.', { extensions: { code: ErrorCode.notFound } });
}

export function forbidden(message: string): GraphQLError {
  return new GraphQLError(message || 'Not allowed.', { extensions: { code: ErrorCode.forbidden } });
}

/** A line of a refused checkout (nextland's 409 `data.lines`): which goods (or work), and why. */
export type ConflictLine = { goodsId?: string; workId?: string; code: string };

/** `lines` when nextland named the lines that stopped it (a checkout whose goods changed or sold out). */
export function conflict(message: string, lines: ConflictLine[] = []): GraphQLError {
  return new GraphQLError(message || 'Conflict.', {
    extensions: { code: ErrorCode.conflict, ...(lines.length > 0 ? { lines } : {}) },
  });
}

/** `retryAfter` (seconds) comes from nextland's `data.retryAfter` when it gives one. */
export function rateLimited(message = '', retryAfter?: number): GraphQLError {
  return new GraphQLError(message || 'Too many requests, try again later.', {
    extensions: {
      code: ErrorCode.rateLimited,
      ...(retryAfter === undefined ? {} : { retryAfter }),
    },
  });
}

export function upstreamError(): GraphQLError {
  return new GraphQLError('The service could not complete the request.', {
    extensions: { code: ErrorCode.upstreamError },
  });
}

export function upstreamUnavailable(): GraphQLError {
  return new GraphQLError('The service is unavailable, try again later.', {
    extensions: { code: ErrorCode.upstreamUnavailable },
  });
}

/**
 * The request has made the nextland calls it may (BFF_MAX_UPSTREAM_CALLS): what is left of it is not asked for.
 * The client asked for too much at once, as with the cost limit.
 */
export function upstreamBudgetSpent(limit: number): GraphQLError {
  return new GraphQLError(`The query needs more than ${limit} calls to the service; ask for less at once.`, {
    extensions: { code: ErrorCode.queryTooLarge, maxUpstreamCalls: limit },
  });
}

/** nextland did not answer within NEXTLAND_TIMEOUT_MS: the request was abandoned, and may be retried. */
export function upstreamTimeout(): GraphQLError {
  return new GraphQLError('The service did not answer in time, try again later.', {
    extensions: { code: ErrorCode.upstreamTimeout },
  });
}

export function hasCode(error: unknown, code: string): boolean {
  return error instanceof GraphQLError && error.extensions.code === code;
}

/** For fields the schema makes nullable on absence: upstream 404 becomes null, anything else still throws. */
export async function nullIfNotFound<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (hasCode(error, ErrorCode.notFound)) return null;
    throw error;
  }
}
