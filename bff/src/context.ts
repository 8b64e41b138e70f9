// https://www.apollographql.com/docs/apollo-server/data/context
// Everything a resolver may use, built fresh for each request: locale, session, cookies, REST clients, loaders.

import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRedisCache } from './cache/redis-cache.js';
import type { Config } from './config.js';
import { type Locale, localeCookie, resolveLocale } from './locale.js';
import { type AccountLoaders, createAccountLoaders } from './modules/account/loaders.js';
import { type CategoryCache, categoriesTtlMs, createCategoryCache } from './modules/goods/category-cache.js';
import { createGoodsLoaders, type GoodsLoaders } from './modules/goods/loaders.js';
import type { RedisClients } from './redis.js';
import { AccountApi } from './rest/account-api.js';
import { AddressApi } from './rest/address-api.js';
import { AfterSaleApi } from './rest/after-sale-api.js';
import { AuctionApi } from './rest/auction-api.js';
import { AuctionWinApi } from './rest/auction-win-api.js';
import { BankCardApi } from './rest/bank-card-api.js';
import { BaseApi, type UpstreamCounter } from './rest/base-api.js';
import { CartApi } from './rest/cart-api.js';
import { CategoryApi } from './rest/category-api.js';
import { CustomerApi } from './rest/customer-api.js';
import { ExpressApi } from './rest/express-api.js';
import { GoodsApi } from './rest/goods-api.js';
import { LibraryApi } from './rest/library-api.js';
import { MessageApi } from './rest/message-api.js';
import { MyBidsApi } from './rest/my-bids-api.js';
import { NextlandClient } from './rest/nextland-client.js';
import { OrderApi } from './rest/order-api.js';
import { RatingsApi } from './rest/ratings-api.js';
import { RefundApi } from './rest/refund-api.js';
import { ReleaseApi } from './rest/release-api.js';
import { ReviewApi } from './rest/review-api.js';
import { SellerApi } from './rest/seller-api.js';
import { SellingApi } from './rest/selling-api.js';
import { SettlementApi } from './rest/settlement-api.js';
import { VerificationApi } from './rest/verification-api.js';
import { WorkApi } from './rest/work-api.js';
import { type CookieJar, cookieJar } from './session/cookies.js';
import {
  createMemoryLoginStateStore,
  createRedisLoginStateStore,
  type LoginStateStore,
} from './session/login-state-store.js';
import { createRedisRefreshCache } from './session/redis-refresh-cache.js';
import { createRefreshCache, type RefreshCache } from './session/refresh-cache.js';
import { Session } from './session/session.js';

export type DataSources = {
  goods: GoodsApi;
  categories: CategoryApi;
  sellers: SellerApi;
  account: AccountApi;
  customers: CustomerApi;
  bankCards: BankCardApi;
  addresses: AddressApi;
  cart: CartApi;
  /** The works cart: the same routes under `/cart/opus` (decision 0023). */
  worksCart: CartApi;
  library: LibraryApi;
  settlement: SettlementApi;
  orders: OrderApi;
  afterSales: AfterSaleApi;
  /** Lots' public state and history, and bidding (decision 0028). */
  auctions: AuctionApi;
  express: ExpressApi;
  verification: VerificationApi;
  selling: SellingApi;
  refund: RefundApi;
  review: ReviewApi;
  /** Ratings and reviews of orders, items and sellers (decision 0027 §4). */
  ratings: RatingsApi;
  release: ReleaseApi;
  myBids: MyBidsApi;
  messages: MessageApi;
  works: WorkApi;
  /** Deposits, won lots and second chances (decision 0028 §3). */
  auctionWins: AuctionWinApi;
};

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
    counter: request.upstream,
    signal,
  });
  const api = new NextlandClient(transport);
  const dataSources: DataSources = {
    goods: new GoodsApi(api),
    categories: new CategoryApi(api),
    sellers: new SellerApi(api),
    account: new AccountApi(api),
    customers: new CustomerApi(api),
    bankCards: new BankCardApi(api),
    addresses: new AddressApi(api),
    cart: new CartApi(api),
    worksCart: new CartApi(api, 'opus'),
    library: new LibraryApi(api),
    settlement: new SettlementApi(api),
    orders: new OrderApi(api),
    afterSales: new AfterSaleApi(api),
    auctions: new AuctionApi(api),
    express: new ExpressApi(api),
    verification: new VerificationApi(api),
    selling: new SellingApi(api),
    refund: new RefundApi(api),
    review: new ReviewApi(api),
    ratings: new RatingsApi(api),
    release: new ReleaseApi(api),
    myBids: new MyBidsApi(api),
    messages: new MessageApi(api),
    works: new WorkApi(api),
    auctionWins: new AuctionWinApi(api),
  };
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
    upstream: request.upstream,
    log: request.log,
  };
}
