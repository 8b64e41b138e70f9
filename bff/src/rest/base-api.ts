// One HTTP client for every nextland call: lang, Accept-Language, the client credential, the user's token,
// a timeout, the envelope contract and a per-request call counter. Resource clients build on it.
import type { FastifyBaseLogger } from 'fastify';
import type { AuthFailureReason } from '../errors.js';
import { upstreamError, upstreamUnavailable } from '../errors.js';
import { type Locale, languageTag } from '../locale.js';
import { envelopeError, isEnvelope } from './envelope.js';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export type UpstreamCounter = { calls: number };

export type BaseApiOptions = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  locale: Locale;
  token: string | null;
  log: FastifyBaseLogger;
  counter: UpstreamCounter;
  /** Called on 506/507 so the HTTP layer can clear the token cookie. */
  onAuthFailure: (reason: AuthFailureReason) => void;
};

export class BaseApi {
  readonly #options: BaseApiOptions;
  readonly #authorization: string;

  constructor(options: BaseApiOptions) {
    this.#options = options;
    const credential = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    this.#authorization = `Basic ${credential}`;
  }

  get<T>(path: string, query: Query = {}): Promise<T> {
    return this.#request<T>('GET', path, query, undefined);
  }

  post<T>(path: string, body: unknown, query: Query = {}): Promise<T> {
    return this.#request<T>('POST', path, query, body);
  }

  #url(path: string, query: Query): URL {
    const url = new URL(path, `${this.#options.baseUrl}/`);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    url.searchParams.set('lang', this.#options.locale);
    return url;
  }

  #headers(hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': languageTag(this.#options.locale),
      authorization: this.#authorization,
    };
    if (this.#options.token) headers['ft-auth'] = `bearer ${this.#options.token}`;
    if (hasBody) headers['content-type'] = 'application/json';
    return headers;
  }

  async #request<T>(method: string, path: string, query: Query, body: unknown): Promise<T> {
    const { log, counter, timeoutMs } = this.#options;
    const url = this.#url(path, query);
    counter.calls += 1;
    let response: Response;
    try {
      // Node's global fetch (undici) keeps connections alive across requests by default.
      response = await fetch(url, {
        method,
        headers: this.#headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      log.error({ err: error, method, path: url.pathname }, 'nextland unreachable');
      throw upstreamUnavailable();
    }
    const payload = await readJson(response);
    if (!isEnvelope(payload)) {
      log.error({ method, path: url.pathname, status: response.status }, 'nextland reply is not an envelope');
      throw upstreamError();
    }
    if (payload.code === 200) return payload.data as T;
    if (payload.code === 506 || payload.code === 507) {
      this.#options.onAuthFailure(payload.code === 506 ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID');
    }
    const level = payload.code >= 500 && payload.code !== 506 && payload.code !== 507 ? 'error' : 'info';
    log[level](
      { method, path: url.pathname, code: payload.code, msg: payload.msg },
      'nextland error envelope',
    );
    throw envelopeError(payload);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
