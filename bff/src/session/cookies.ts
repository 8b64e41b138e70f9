// The BFF's cookies. Tokens live only here (httpOnly): the web's JavaScript never sees them
// (docs/domain.md#sessions). Every cookie is first-party on the web origin, which proxies /graphql.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const cookieNames = {
  /** nextland access token, sent as `ft-auth: bearer …`; lives as long as the token (expires_in). */
  access: 'token',
  /** nextland refresh token (7 days, rotated on every refresh). */
  refresh: 'refresh_token',
  /** The user's id, which `current/customer/detail?id=` needs alongside the token. */
  user: 'uid',
  /** The random `state` of a login in progress (10 minutes, used once). */
  loginState: 'login_state',
  /** nextland's signed registration ticket of a first-time login (15 minutes). */
  registration: 'registration',
} as const;

/**
 * The login state cookie's name: `__Host-` where cookies are Secure (https), so no subdomain or plain-http page
 * can set or overwrite it; browsers refuse that prefix without Secure, so plain-http development (localhost)
 * keeps the plain name. The state itself is also bound server-side (login-state-store.ts).
 */
export function loginStateCookie(secure: boolean): string {
  return secure ? `__Host-${cookieNames.loginState}` : cookieNames.loginState;
}

export const cookieLifetimes = {
  refreshSeconds: 7 * 24 * 60 * 60,
  loginStateSeconds: 10 * 60,
  registrationSeconds: 15 * 60,
} as const;

/** The cookies that make up a session; all of them go when it ends. */
export const sessionCookieNames = [cookieNames.access, cookieNames.refresh, cookieNames.user] as const;

export type CookieJar = {
  /** The value the request came with (empty values count as absent). */
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
  clear(name: string): void;
};

/** Every session cookie carries these, so clearing one matches setting it. */
export function cookieAttributes(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
}

/** Reads the request's cookies; sets and expires them with one set of attributes, so clearing matches setting. */
export function cookieJar(request: FastifyRequest, reply: FastifyReply, secure: boolean): CookieJar {
  const attributes = cookieAttributes(secure);
  return {
    get: (name) => request.cookies[name] || undefined,
    set: (name, value, maxAgeSeconds) => {
      reply.setCookie(name, value, { ...attributes, maxAge: maxAgeSeconds });
    },
    clear: (name) => {
      reply.clearCookie(name, attributes);
    },
  };
}
