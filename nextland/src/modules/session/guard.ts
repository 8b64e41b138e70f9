// https://fastify.dev/docs/latest/Reference/Hooks/#onrequest — runs before validation, so 506/507 come first.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { ForbiddenError, TokenExpiredError } from '../../lib/errors.js';
import { AccountType } from '../customer/account-type.js';
import { authenticate, type SessionUser } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the customer-route guard; null on public routes. */
    user: SessionUser | null;
  }
}

/**
 * The OpenAPI security requirement of a route behind requireUser: the client credential and the user's token.
 * Each such route says so in its schema; the OpenAPI test checks every route's guard against it.
 */
export const signedIn = [{ client: [], user: [] }];

/** onRequest hook for customer routes: 506/507 unless `ft-auth` names a live session. */
export function requireUser(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    request.user = await authenticate(db, request.userToken);
  };
}

/** The caller of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error('route is missing the requireUser guard');
  return request.user;
}

export function requireOfficial(request: FastifyRequest): SessionUser {
  const user = userOf(request);
  if (user.type !== AccountType.OFFICIAL) throw new ForbiddenError();
  return user;
}

/**
 * The caller of a public route that can say more to a logged-in user (the goods list's likes and collects).
 * `required` (a "by me" filter) answers 506/507 like a customer route. Otherwise: no token, or one naming no
 * live session (revoked, unknown, malformed), is simply anonymous, while an expired one is still 506 so the
 * BFF refreshes it and asks again rather than showing a logged-in user anonymous flags.
 */
export async function viewerOf(db: Db, request: FastifyRequest, required: boolean): Promise<number | null> {
  if (required) return (await authenticate(db, request.userToken)).id;
  if (!request.userToken) return null;
  try {
    return (await authenticate(db, request.userToken)).id;
  } catch (error) {
    if (error instanceof TokenExpiredError) throw error;
    return null;
  }
}
