// Maps a nextland envelope `{ code, success, msg, data }` to data or to the BFF's GraphQL errors.
import type { GraphQLError } from 'graphql';
import {
  badUserInput,
  type ConflictLine,
  conflict,
  type FieldError,
  forbidden,
  notFound,
  rateLimited,
  unauthenticated,
  upstreamError,
  upstreamUnavailable,
} from '../errors.js';

/** Any reply of nextland: `data` is the route's on 200, an error's details otherwise. */
export type Envelope<T = unknown> = { code: number; success?: boolean; msg?: string; data: T };

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

function fieldErrors(data: unknown): FieldError[] {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields
    .filter((f): f is FieldError => typeof f?.field === 'string' && typeof f?.message === 'string')
    .map(({ field, message }) => ({ field, message }));
}

function conflictLines(data: unknown): ConflictLine[] {
  const lines = (data as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return [];
  return lines
    .filter(
      (l): l is ConflictLine =>
        (typeof l?.goodsId === 'string' || typeof l?.workId === 'string') && typeof l?.code === 'string',
    )
    .map(({ goodsId, workId, code }) => (goodsId === undefined ? { workId, code } : { goodsId, code }));
}

function retryAfter(data: unknown): number | undefined {
  const value = (data as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;
}

/**
 * The error for a non-200 envelope. `msg` is passed on only for codes whose message is meant for users
 * (localised by nextland); server-side failures get a generic message.
 */
export function envelopeError(envelope: Envelope): GraphQLError {
  const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
  switch (envelope.code) {
    case 400:
      return badUserInput(msg, fieldErrors(envelope.data));
    case 403:
      return forbidden(msg);
    case 404:
      return notFound(msg);
    case 409:
      return conflict(msg, conflictLines(envelope.data));
    case 429:
      return rateLimited(msg, retryAfter(envelope.data));
    case 506:
      return unauthenticated('TOKEN_EXPIRED');
    case 507:
      return unauthenticated('TOKEN_INVALID');
    // nextland is there but cannot serve now (database unreachable, overloaded, stopping): say so.
    case 503:
      return upstreamUnavailable();
    default:
      return upstreamError();
  }
}
