// One HTTP client for every nextland call: lang, Accept-Language, the client credential, the user's token,
// the client's address, a timeout, the envelope contract, one retry after a token refresh and a per-request
// call counter. Resource clients build on it.
import type { FastifyBaseLogger } from 'fastify';
import type { AuthFailureReason } from '../errors.js';
import {
  unauthenticated,
  upstreamBudgetSpent,
  upstreamError,
  upstreamTimeout,
  upstreamUnavailable,
} from '../errors.js';
import { type Locale, languageTag } from '../locale.js';
import { type Envelope, envelopeError, isEnvelope } from './envelope.js';
import { requestJson, type TransportReply, TransportTimeoutError } from './http-transport.js';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** The nextland calls one request made, and how many it may make (BFF_MAX_UPSTREAM_CALLS). */
export type UpstreamCounter = { calls: number; limit?: number };

/**
 * How a call uses the user's session: `none` sends no token (login, registration, refresh), `optional` sends
 * it when there is one (public routes), `required` fails with UNAUTHENTICATED without calling when there is
 * none (🔒 routes).
 */
export type AuthMode = 'none' | 'optional' | 'required';

/** The user's session as the HTTP client sees it (implemented by session/session.ts). */
export type SessionAuth = {
  /** The access token for the next call, refreshing first when only a refresh token is held. */
  token(): Promise<string | null>;
  /**
   * After 506/507 on a call made with `used`: a fresh token to retry that call once with, or null when the
   * failure stands. Throws UNAUTHENTICATED (and ends the session) when the refresh itself fails.
   */
  recover(code: 506 | 507, used: string): Promise<string | null>;
  /** A 506/507 that stands: the session is over (cookies cleared). */
  end(reason: AuthFailureReason): void;
};

export type BaseApiOptions = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  locale: Locale;
  auth: SessionAuth;
  /** The browser's address (Fastify's request.ip), sent as X-Forwarded-For: nextland rate-limits per address. */
  clientIp?: string | undefined;
  log: FastifyBaseLogger;
  counter: UpstreamCounter;
  /**
   * Aborted when the client of this request goes away: reads still running are abandoned (their sockets
   * freed). Writes are not: abandoning one would not undo it, only hide its outcome.
   */
  signal?: AbortSignal | undefined;
};

export type RequestOptions = { auth?: AuthMode };

export class BaseApi {
  readonly #options: BaseApiOptions;
  readonly #authorization: string;

  constructor(options: BaseApiOptions) {
    this.#options = options;
    const credential = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    this.#authorization = `Basic ${credential}`;
  }

  get<T>(path: string, query: Query = {}, options: RequestOptions = {}): Promise<T> {
    return this.#request<T>('GET', path, query, undefined, options.auth ?? 'optional');
  }

  post<T>(path: string, body: unknown, query: Query = {}, options: RequestOptions = {}): Promise<T> {
    return this.#request<T>('POST', path, query, body, options.auth ?? 'optional');
  }

  put<T>(path: string, body: unknown, query: Query = {}, options: RequestOptions = {}): Promise<T> {
    return this.#request<T>('PUT', path, query, body, options.auth ?? 'optional');
  }

  #url(path: string, query: Query): URL {
    const url = new URL(path, `${this.#options.baseUrl}/`);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    url.searchParams.set('lang', this.#options.locale);
    return url;
  }

  #headers(hasBody: boolean, token: string | null): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': languageTag(this.#options.locale),
      authorization: this.#authorization,
    };
    if (token) headers['ft-auth'] = `bearer ${token}`;
    if (this.#options.clientIp) headers['x-forwarded-for'] = this.#options.clientIp;
    if (hasBody) headers['content-type'] = 'application/json';
    return headers;
  }

  async #request<T>(method: string, path: string, query: Query, body: unknown, mode: AuthMode): Promise<T> {
    const { auth, log } = this.#options;
    const url = this.#url(path, query);
    const token = mode === 'none' ? null : await auth.token();
    if (mode === 'required' && !token) {
      auth.end('TOKEN_EXPIRED');
      throw unauthenticated('TOKEN_EXPIRED');
    }
    let payload = await this.#send(method, url, body, token);
    if (token && (payload.code === 506 || payload.code === 507)) {
      const fresh = await auth.recover(payload.code, token);
      if (fresh) payload = await this.#send(method, url, body, fresh);
    }
    if (payload.code === 200) return payload.data as T;
    if (mode !== 'none' && (payload.code === 506 || payload.code === 507)) {
      auth.end(payload.code === 506 ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID');
    }
    const level = payload.code >= 500 && payload.code !== 506 && payload.code !== 507 ? 'error' : 'info';
    log[level](
      { method, path: url.pathname, code: payload.code, msg: payload.msg },
      'nextland error envelope',
    );
    throw envelopeError(payload);
  }

  async #send(method: string, url: URL, body: unknown, token: string | null): Promise<Envelope> {
    const { log, counter, timeoutMs, signal } = this.#options;
    // A query whose data fans out further than its cost said (issue 26): it stops at the budget, with an error
    // on the fields past it, instead of multiplying calls.
    if (counter.limit !== undefined && counter.calls >= counter.limit) {
      log.warn({ method, path: url.pathname, limit: counter.limit }, 'upstream call budget spent');
      throw upstreamBudgetSpent(counter.limit);
    }
    counter.calls += 1;
    let reply: TransportReply;
    try {
      reply = await requestJson(url, {
        method,
        headers: this.#headers(body !== undefined, token),
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs,
        signal: method === 'GET' ? signal : undefined,
      });
    } catch (error) {
      if (signal?.aborted) {
        log.info({ method, path: url.pathname }, 'nextland call abandoned: the client went away');
      } else {
        log.error({ err: error, method, path: url.pathname }, 'nextland unreachable');
      }
      throw error instanceof TransportTimeoutError ? upstreamTimeout() : upstreamUnavailable();
    }
    if (!isEnvelope(reply.json)) {
      log.error({ method, path: url.pathname, status: reply.status }, 'nextland reply is not an envelope');
      throw upstreamError();
    }
    return reply.json;
  }
}
