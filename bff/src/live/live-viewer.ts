// Who a live connection belongs to. The WebSocket handshake is authenticated like an HTTP request — the same
// session cookies, the same Session (a silent refresh included, its Set-Cookie sent in the 101 response) —
// and checked again later with the token it settled on, never refreshing: by then the browser's cookies may
// have been rotated by its HTTP requests, and a second use of an old refresh token ends the session.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { type BffContext, contextWithCookies, type SharedState, upstreamCounter } from '../context.js';
import { ErrorCode, hasCode } from '../errors.js';
import { type CookieJar, cookieAttributes, cookieNames } from '../session/cookies.js';

export type LiveViewer = {
  userId: string;
  /** The access token the handshake settled on (possibly just refreshed). */
  token: string;
};

export type Handshake = {
  /** null: no session, or one nextland refused (its cookies are cleared by `setCookies`). */
  viewer: LiveViewer | null;
  /** `Set-Cookie` values for the 101 response. */
  setCookies: string[];
};

/** The handshake's cookies: read from the upgrade request, changes recorded for the 101 response. */
function handshakeCookies(request: FastifyRequest, secure: boolean, setCookies: string[]): CookieJar {
  const attributes = cookieAttributes(secure);
  // @fastify/cookie's serializer, as reply.setCookie uses it.
  const serialize = request.server.serializeCookie.bind(request.server);
  return {
    get: (name) => request.cookies[name] || undefined,
    set: (name, value, maxAge) => {
      setCookies.push(serialize(name, value, { ...attributes, maxAge }));
    },
    clear: (name) => {
      setCookies.push(serialize(name, '', { ...attributes, maxAge: 0, expires: new Date(0) }));
    },
  };
}

/** Only the settled token and user: no refresh token, so nothing here can rotate the browser's session. */
function fixedCookies(viewer: LiveViewer): CookieJar {
  const values: Record<string, string> = {
    [cookieNames.access]: viewer.token,
    [cookieNames.user]: viewer.userId,
  };
  return { get: (name) => values[name], set: () => {}, clear: () => {} };
}

/**
 * Authenticates the upgrade request. Throws UPSTREAM_* errors when nextland cannot answer (the caller refuses
 * the upgrade; the client retries): an unreachable nextland says nothing about the session.
 */
export async function authenticateHandshake(
  config: Config,
  shared: SharedState,
  request: FastifyRequest,
): Promise<Handshake> {
  const setCookies: string[] = [];
  const context = contextWithCookies(
    config,
    shared,
    request,
    handshakeCookies(request, config.cookieSecure, setCookies),
  );
  if (!context.session.present) return { viewer: null, setCookies };
  try {
    const customer = await context.account.viewer();
    const token = await context.session.token();
    if (!customer || !token) return { viewer: null, setCookies };
    return { viewer: { userId: String(customer.id), token }, setCookies };
  } catch (error) {
    if (hasCode(error, ErrorCode.unauthenticated)) return { viewer: null, setCookies };
    throw error;
  }
}

/** A request context acting as the connection's viewer with its settled token (never refreshing). */
export function viewerContext(
  config: Config,
  shared: SharedState,
  request: FastifyRequest,
  viewer: LiveViewer,
): BffContext {
  return contextWithCookies(
    config,
    shared,
    request,
    fixedCookies(viewer),
    undefined,
    upstreamCounter(config),
  );
}

/**
 * Whether the connection's session still stands (a logout revokes the token at nextland, expiry ends it).
 * nextland unreachable → true: keep the connection rather than drop every socket at once.
 */
export async function sessionStillValid(
  config: Config,
  shared: SharedState,
  request: FastifyRequest,
  viewer: LiveViewer,
): Promise<boolean> {
  const context = viewerContext(config, shared, request, viewer);
  try {
    const customer = await context.account.viewer();
    return customer !== null && String(customer.id) === viewer.userId;
  } catch (error) {
    if (hasCode(error, ErrorCode.unauthenticated)) return false;
    if (hasCode(error, ErrorCode.upstreamUnavailable) || hasCode(error, ErrorCode.upstreamError)) return true;
    throw error;
  }
}
