// https://www.apollographql.com/docs/apollo-server/data/context
// Everything a resolver may use, built fresh for each request: locale, token, REST clients and loaders.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import type { AuthFailureReason } from './errors.js';
import { type Locale, localeCookie, resolveLocale } from './locale.js';
import type { CategoryCache } from './modules/goods/category-cache.js';
import { createGoodsLoaders, type GoodsLoaders } from './modules/goods/loaders.js';
import { BaseApi, type UpstreamCounter } from './rest/base-api.js';
import { CategoryApi } from './rest/category-api.js';
import { GoodsApi } from './rest/goods-api.js';
import { SellerApi } from './rest/seller-api.js';

/** App cookie holding the access token (spec section 9: app cookie keys 'locale' and 'token'). */
export const tokenCookie = 'token';

export type DataSources = { goods: GoodsApi; categories: CategoryApi; sellers: SellerApi };

export type BffContext = {
  locale: Locale;
  token: string | null;
  dataSources: DataSources;
  loaders: GoodsLoaders;
  upstream: UpstreamCounter;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** nextland calls made while serving this request. */
    upstream: UpstreamCounter;
  }
}

/** Expires the token cookie with the attributes it was set with, so the browser drops it. */
export function clearTokenCookie(reply: FastifyReply): void {
  reply.clearCookie(tokenCookie, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** State shared by every request of one app instance (public data only). */
export type SharedState = { categoryCache: CategoryCache };

export function createContext(
  config: Config,
  shared: SharedState,
  request: FastifyRequest,
  reply: FastifyReply,
): BffContext {
  const locale = resolveLocale(request.headers['x-locale'], request.cookies[localeCookie]);
  const token = request.cookies[tokenCookie] || null;
  let cookieCleared = false;
  const api = new BaseApi({
    baseUrl: config.nextlandUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    timeoutMs: config.upstreamTimeoutMs,
    locale,
    token,
    log: request.log,
    counter: request.upstream,
    onAuthFailure: (reason: AuthFailureReason) => {
      if (cookieCleared) return;
      cookieCleared = true;
      request.log.info({ reason }, 'clearing token cookie');
      clearTokenCookie(reply);
    },
  });
  const dataSources: DataSources = {
    goods: new GoodsApi(api),
    categories: new CategoryApi(api),
    sellers: new SellerApi(api),
  };
  return {
    locale,
    token,
    dataSources,
    loaders: createGoodsLoaders(dataSources, {
      categoryCache: shared.categoryCache,
      locale,
      anonymous: token === null,
    }),
    upstream: request.upstream,
    log: request.log,
  };
}
