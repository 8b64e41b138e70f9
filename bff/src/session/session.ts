// One request's view of the user's session: the tokens from the cookies, a silent refresh (at most one per
// request, shared across requests through the refresh cache) and the cookies that record every change.
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError } from 'graphql';
import { type AuthFailureReason, ErrorCode, hasCode, unauthenticated } from '../errors.js';
import type { SessionAuth } from '../rest/base-api.js';
import type { TokensDto } from '../rest/contract.js';
import { type CookieJar, cookieLifetimes, cookieNames, sessionCookieNames } from './cookies.js';
import type { RefreshCache } from './refresh-cache.js';

export type SessionOptions = {
  cookies: CookieJar;
  cache: RefreshCache;
  /** nextland `customer/token/refresh` (called without a token). */
  refresh: (refreshToken: string) => Promise<TokensDto>;
  log: FastifyBaseLogger;
};

export class Session implements SessionAuth {
  #access: string | null;
  #refresh: string | null;
  #userId: string | null;
  /** The refresh made by this request (once per request); later calls reuse its token. */
  #renewal: Promise<string> | undefined;
  readonly #options: SessionOptions;

  constructor(options: SessionOptions) {
    this.#options = options;
    this.#access = options.cookies.get(cookieNames.access) ?? null;
    this.#refresh = options.cookies.get(cookieNames.refresh) ?? null;
    this.#userId = options.cookies.get(cookieNames.user) ?? null;
  }

  /** A session the BFF can use: a user id and an access or refresh token. */
  get present(): boolean {
    return this.#userId !== null && (this.#access !== null || this.#refresh !== null);
  }

  get userId(): string | null {
    return this.#userId;
  }

  /** Holds some token (the anonymous category cache is only for requests without one). */
  get hasTokens(): boolean {
    return this.#access !== null || this.#refresh !== null;
  }

  async token(): Promise<string | null> {
    if (this.#renewal) return this.#renewal;
    // No access cookie (it expired with the token), or another request already rotated this refresh token
    // (the access cookie is then superseded and nextland would answer 507): take the rotated pair.
    if (this.#refresh && (!this.#access || (await this.#options.cache.has(this.#refresh))))
      return this.#renew();
    return this.#access;
  }

  async recover(code: 506 | 507, used: string): Promise<string | null> {
    if (this.#renewal) {
      const fresh = await this.#renewal;
      return fresh === used ? null : fresh;
    }
    if (!this.#refresh) return null;
    // 507 is final unless it came from a token another request has just superseded.
    if (code === 507 && !(await this.#options.cache.has(this.#refresh))) return null;
    return this.#renew();
  }

  end(reason: AuthFailureReason): void {
    this.#options.log.info({ reason }, 'session ended: clearing cookies');
    this.clear();
  }

  /** Records a new session (login, registration) in the cookies and uses it for the rest of the request. */
  establish(tokens: TokensDto, userId: string): void {
    this.#renewal = undefined;
    this.#store(tokens);
    this.#userId = userId;
    this.#options.cookies.set(cookieNames.user, userId, cookieLifetimes.refreshSeconds);
  }

  /** Forgets the session and expires its cookies. */
  clear(): void {
    this.#access = null;
    this.#refresh = null;
    this.#userId = null;
    for (const name of sessionCookieNames) this.#options.cookies.clear(name);
  }

  #store(tokens: TokensDto): void {
    this.#access = tokens.access_token;
    this.#refresh = tokens.refresh_token;
    this.#options.cookies.set(cookieNames.access, tokens.access_token, tokens.expires_in);
    this.#options.cookies.set(cookieNames.refresh, tokens.refresh_token, cookieLifetimes.refreshSeconds);
  }

  #renew(): Promise<string> {
    const presented = this.#refresh as string;
    this.#renewal ??= this.#options.cache
      .rotate(presented, () => this.#options.refresh(presented))
      .then(
        (tokens) => {
          this.#store(tokens);
          // The uid cookie lives as long as the refresh token: renew it with the rotated one.
          if (this.#userId)
            this.#options.cookies.set(cookieNames.user, this.#userId, cookieLifetimes.refreshSeconds);
          return tokens.access_token;
        },
        (error: unknown) => {
          // Unreachable or failing nextland says nothing about the session: keep the cookies for a retry.
          if (hasCode(error, ErrorCode.upstreamUnavailable) || hasCode(error, ErrorCode.upstreamError)) {
            throw error;
          }
          // 506 (refresh token expired) or 507 (unknown, reused, revoked); a malformed one is invalid too.
          const reason: AuthFailureReason =
            hasCode(error, ErrorCode.unauthenticated) &&
            (error as GraphQLError).extensions.reason === 'TOKEN_EXPIRED'
              ? 'TOKEN_EXPIRED'
              : 'TOKEN_INVALID';
          this.end(reason);
          throw unauthenticated(reason);
        },
      );
    return this.#renewal;
  }
}
