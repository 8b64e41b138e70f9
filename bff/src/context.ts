// https://www.apollographql.com/docs/apollo-server/data/context
// Everything a resolver may use, built fresh for each request: locale, session, cookies, REST clients, loaders.

import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRedisCache } from './cache/redis-cache.js';
import type { Config } from './config.js';
import { type Locale, localeCookie, resolveLocale } from './locale.js';
import { type AccountLoaders, createAccountLoaders } from './modules/account/loaders.js';
import { createDataSources, type DataSources } from './modules/data-sources.js';
import { type CategoryCache, categoriesTtlMs, createCategoryCache } from './modules/goods/category-cache.js';
import { createGoodsLoaders, type GoodsLoaders } from './modules/goods/loaders.js';
import type { RedisClients } from './redis.js';
import { BaseApi, type UpstreamCounter } from './rest/base-api.js';
import { NextlandClient } from './rest/nextland-client.js';
import { type CookieJar, cookieJar } from './session/cookies.js';
import {
  createMemoryLoginStateStore,
  createRedisLoginStateStore,
  type LoginStateStore,
} from './session/login-state-store.js';
import { createRedisRefreshCache } from './session/redis-refresh-cache.js';
import { createRefreshCache, type RefreshCache } from './session/refresh-cache.js';
import { Session } from './session/session.js';

export type { DataSources } from './modules/data-sources.js';

export type BffContext = {
  locale: Locale;
  config: Config;
  session: Session;
  /** The request's cookies and this response's Set-Cookie (login state, registration ticket). */
  cookies: CookieJar;
  /** Login states issued and not yet used (single use, server-side). */
  loginStates: LoginStateStore;
  dataSources: DataSources;
  loaders: GoodsLoaders;
  account: AccountLoaders;
  upstream: UpstreamCounter;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** nextland calls made while serving this request. */
    upstream: UpstreamCounter;
  }
}

/** State shared by every request of one app instance. */
export type SharedState = {
  categoryCache: CategoryCache;
  refreshCache: RefreshCache;
  loginStates: LoginStateStore;
};

/**
 * The caches live in Redis when it is configured (shared by every BFF process, so a browser's concurrent
 * requests may reach any of them), else in this process.
 */
export function createSharedState(
  config: Config,
  app: FastifyInstance,
  redis: RedisClients | undefined,
): SharedState {
  const store = redis ? createRedisCache(redis.commands, config.redisKeyPrefix, app.log) : undefined;
  return {
    categoryCache: createCategoryCache(categoriesTtlMs, Date.now, store),
    refreshCache: redis
      ? createRedisRefreshCache(redis.commands, config.redisKeyPrefix, app.log)
      : createRefreshCache(),
    loginStates: redis
      ? createRedisLoginStateStore(redis.commands, config.redisKeyPrefix, app.log)
      : createMemoryLoginStateStore(),
  };
}

export function createContext(
  config: Config,
  shared: SharedState,
  request: FastifyRequest,
  reply: FastifyReply,
): BffContext {
  const cookies = cookieJar(request, reply, config.cookieSecure);
  return contextWithCookies(config, shared, request, cookies, clientGone(reply));
}

/** Aborts when the connection closes before the answer was written: nobody is waiting for it any more. */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * A context whose session reads and writes `cookies`: an HTTP reply's (above), or a WebSocket handshake's,
 * whose Set-Cookie goes into the 101 response (live/handshake.ts).
 */
export function contextWithCookies(
  config: Config,
  shared: SharedState,
  request: FastifyRequest,
  cookies: CookieJar,
  signal?: AbortSignal,
  /** The request's own (HTTP); a live connection gives each piece of work its own (live/live-viewer.ts). */
  upstream: UpstreamCounter = request.upstream,
): BffContext {
  const locale = resolveLocale(request.headers['x-locale'], request.cookies[localeCookie]);
  const session: Session = new Session({
    cookies,
    cache: shared.refreshCache,
    // `dataSources` exists by the time a resolver triggers the first refresh.
    refresh: (refreshToken) => dataSources.account.refresh(refreshToken),
    log: request.log,
  });
  const transport = new BaseApi({
    baseUrl: config.nextlandUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    timeoutMs: config.upstreamTimeoutMs,
    locale,
    auth: session,
    // With Fastify's trustProxy (BFF_TRUST_PROXY) this is the browser's address named by the web's proxy.
    clientIp: request.ip,
    log: request.log,
    counter: upstream,
    signal,
  });
  const api = new NextlandClient(transport);
  const dataSources = createDataSources(api);
  return {
    locale,
    config,
    session,
    cookies,
    loginStates: shared.loginStates,
    dataSources,
    loaders: createGoodsLoaders(dataSources, {
      categoryCache: shared.categoryCache,
      locale,
      anonymous: !session.hasTokens,
    }),
    account: createAccountLoaders(dataSources, session),
    upstream,
    log: request.log,
  };
}

/**
 * A fresh count of nextland calls with the budget (BFF_MAX_UPSTREAM_CALLS): one per HTTP request, and one per
 * piece of live work, never one for a WebSocket's whole life (its calls would add up until the budget refused).
 */
export const upstreamCounter = (config: Config): UpstreamCounter => ({
  calls: 0,
  limit: config.maxUpstreamCalls,
});
