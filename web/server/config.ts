import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bffTimeoutMs } from '../src/lib/page-data/bff-request.js';
import { publicOrigin } from '../src/lib/seo/public-origin.js';
import { parseTrustProxy, type TrustProxy } from './client-address.js';

/** The shared cache of anonymous pages (render-cache/); `RENDER_CACHE=off` turns it off. */
export type RenderCacheConfig = {
  enabled: boolean;
  /** RENDER_CACHE_TTL_SECONDS (default 10): a page is served as rendered for this long. */
  ttlMs: number;
  /** RENDER_CACHE_STALE_SECONDS (default 60): then served stale while it re-renders in the background. */
  staleMs: number;
  /** Memory store size (pages per web process). */
  maxEntries: number;
  /** REDIS_URL: several web processes share the cache there. */
  redisUrl: string | undefined;
  /** WEB_REDIS_KEY_PREFIX (default `web:`), like the BFF's: environments sharing one Redis stay apart. */
  redisKeyPrefix: string;
};

export type ServerConfig = {
  port: number;
  host: string;
  bffUrl: string;
  nextlandUrl: string;
  /**
   * WEB_BFF_TIMEOUT_MS (default 10000): the longest any call from this server to the BFF (the `/graphql`,
   * `/upload` and files proxies, a page's server-side data) waits for an answer before giving up with 504
   * (proxies) or the "temporarily unavailable" page (503).
   */
  bffTimeoutMs: number;
  production: boolean;
  /**
   * WEB_SANDBOX_PAY (default on; `off` turns it off): relay `/sandbox-pay/*` to nextland's sandbox cashier
   * (decision 0019). Not tied to NODE_ENV: the web always runs its production build, the demo (`npm start`)
   * and the e2e stack included. nextland mounts the cashier outside its own production only, so a real
   * deployment answers 404 either way; setting `off` there keeps the path from reaching nextland at all.
   */
  sandboxPay: boolean;
  /** The web workspace folder (vite root); `dist/client` lives under it. */
  root: string;
  /** Absolute origin of canonical and hreflang URLs (`PUBLIC_ORIGIN`, default http://localhost:3000). */
  publicOrigin: string;
  renderCache: RenderCacheConfig;
  /**
   * WEB_TRUST_PROXY (default: nobody): the proxies in front of this server allowed to name the client in
   * X-Forwarded-For. This server faces the browser, so a client's own X-Forwarded-For is ignored and the hops
   * behind (BFF, nextland) get the socket's address: their rate limits key on it.
   */
  trustProxy: TrustProxy;
};

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Server settings from the environment (import.meta.env does not exist outside Vite). */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    bffUrl: (env.BFF_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, ''),
    nextlandUrl: (env.NEXTLAND_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, ''),
    bffTimeoutMs: bffTimeoutMs(env),
    production: env.NODE_ENV === 'production',
    sandboxPay: env.WEB_SANDBOX_PAY !== 'off',
    root: WEB_ROOT,
    publicOrigin: publicOrigin(env.PUBLIC_ORIGIN),
    trustProxy: parseTrustProxy(env.WEB_TRUST_PROXY),
    renderCache: {
      enabled: env.RENDER_CACHE !== 'off',
      ttlMs: seconds(env.RENDER_CACHE_TTL_SECONDS, 10, 'RENDER_CACHE_TTL_SECONDS') * 1000,
      staleMs: seconds(env.RENDER_CACHE_STALE_SECONDS, 60, 'RENDER_CACHE_STALE_SECONDS') * 1000,
      maxEntries: 1000,
      redisUrl: env.REDIS_URL || undefined,
      redisKeyPrefix: env.WEB_REDIS_KEY_PREFIX || 'web:',
    },
  };
}

function seconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a number of seconds, got "${value}"`);
  return parsed;
}
