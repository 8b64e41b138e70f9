// What the two file routes (upload, private files) share: nextland's request headers, the caller's session as
// the REST client sees it, and small JSON envelopes for failures decided here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { AuthFailureReason } from '../errors.js';
import { type Locale, languageTag, localeCookie, resolveLocale } from '../locale.js';
import type { SessionAuth } from '../rest/base-api.js';
import { cookieJar, cookieNames, sessionCookieNames } from '../session/cookies.js';

export const customerApi = '/nextland-customer/api/framework/v1';

export type NextlandTarget = Pick<Config, 'nextlandUrl' | 'clientId' | 'clientSecret' | 'cookieSecure'>;

/** Builds the caller's session for one request (the GraphQL path's Session fits: it refreshes). */
export type SessionFor = (request: FastifyRequest, reply: FastifyReply) => SessionAuth;

/**
 * The session straight from the cookies, without refreshing: a refresh here, racing one made by a GraphQL
 * request of the same page, would present a rotated refresh token twice, which nextland treats as theft. So
 * an expired access token is answered with 506 and left to the GraphQL path to renew; the cookies are
 * cleared only when no refresh token could renew them, as the GraphQL path would.
 */
export function cookieSession(config: Pick<Config, 'cookieSecure'>): SessionFor {
  return (request, reply) => {
    const cookies = cookieJar(request, reply, config.cookieSecure);
    return {
      token: async () => cookies.get(cookieNames.access) ?? null,
      recover: async () => null,
      end: (reason: AuthFailureReason) => {
        if (cookies.get(cookieNames.refresh)) return;
        request.log.info({ reason }, 'session ended: clearing cookies');
        for (const name of sessionCookieNames) cookies.clear(name);
      },
    };
  };
}

/** The URL of a nextland route with the request locale as `lang`. */
export function nextlandUrl(
  target: NextlandTarget,
  request: FastifyRequest,
  path: string,
  query: Record<string, string> = {},
): URL {
  const url = new URL(path, `${target.nextlandUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  url.searchParams.set('lang', localeOf(request));
  return url;
}

function localeOf(request: FastifyRequest) {
  return resolveLocale(request.headers['x-locale'], request.cookies[localeCookie]);
}

/** Client credential, user token, language and the browser's address, as every nextland call carries them. */
export function nextlandHeaders(
  target: NextlandTarget,
  request: FastifyRequest,
  token: string,
): Record<string, string> {
  const credential = Buffer.from(`${target.clientId}:${target.clientSecret}`).toString('base64');
  return {
    authorization: `Basic ${credential}`,
    'ft-auth': `bearer ${token}`,
    'accept-language': languageTag(localeOf(request)),
    // With Fastify's trustProxy this is the browser's address named by the web server's proxy.
    'x-forwarded-for': request.ip,
  };
}

// The BFF's own answers on these routes, in the request language (nextland's arrive already translated).
const failures = {
  csrf: {
    'zh-cn': '上传请求缺少必需的请求头。',
    en: 'Uploads need the apollo-require-preflight header.',
    'zh-tw': '上傳請求缺少必要的請求標頭。',
  },
  notMultipart: {
    'zh-cn': '请以 multipart/form-data 上传文件。',
    en: 'Send the file as multipart/form-data.',
    'zh-tw': '請以 multipart/form-data 上傳檔案。',
  },
  tooLarge: { 'zh-cn': '文件过大。', en: 'The file is too large.', 'zh-tw': '檔案過大。' },
  notLoggedIn: {
    'zh-cn': '未登录或登录已过期，请重新登录。',
    en: 'Not logged in or the session has expired.',
    'zh-tw': '未登入或登入已過期，請重新登入。',
  },
  notFound: { 'zh-cn': '未找到。', en: 'Not found.', 'zh-tw': '找不到。' },
  unavailable: {
    'zh-cn': '服务暂时无法访问，请稍后重试。',
    en: 'The service is not reachable; please try again.',
    'zh-tw': '服務暫時無法存取，請稍後再試。',
  },
} satisfies Record<string, Record<Locale, string>>;

export type FailureKey = keyof typeof failures;

/** A failure decided by the BFF, in nextland's envelope shape so clients parse one kind of body. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: number,
  key: FailureKey,
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ code, success: false, msg: failures[key][localeOf(request)], data: null });
}

export function notLoggedIn(request: FastifyRequest, reply: FastifyReply, code: 506 | 507 = 506) {
  return sendFailure(request, reply, 401, code, 'notLoggedIn');
}

export function upstreamUnavailable(request: FastifyRequest, reply: FastifyReply) {
  return sendFailure(request, reply, 502, 502, 'unavailable');
}

/** nextland refused the token: renew it for the next try when the session can, else end the session. */
export async function settleAuthFailure(session: SessionAuth, code: 506 | 507, used: string): Promise<void> {
  const fresh = await session.recover(code, used).catch(() => null);
  if (fresh === null) session.end(code === 506 ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID');
}

export function isEnvelope(value: unknown): value is { code: number } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}
