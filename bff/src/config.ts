// Every environment variable the BFF reads, in one place. Tests build a Config directly.
import { defaultSandboxDir, defaultSchemaDir } from './paths.js';
import { cookieLifetimes } from './session/cookies.js';

export type Config = {
  production: boolean;
  port: number;
  host: string;
  nextlandUrl: string;
  clientId: string;
  clientSecret: string;
  upstreamTimeoutMs: number;
  /** Serve the GraphiQL sandbox at GET /graphql for browsers. */
  sandbox: boolean;
  /** Folder holding the *.graphql files. */
  schemaDir: string;
  /** Folder holding the built sandbox (index.html and assets/). */
  sandboxDir: string;
  /** Add `x-upstream-calls` to GraphQL responses (tests, bench). */
  exposeUpstreamCalls: boolean;
  /**
   * BFF_MAX_UPSTREAM_CALLS: nextland calls one request may make (100). The cost limit (graphql/cost.ts) prices
   * what a query asks for before it runs; this bounds what it does, whatever the data turns out to be.
   */
  maxUpstreamCalls: number;
  logLevel: string;
  /** Session cookies carry `Secure` (on by default in production; browsers accept it on http://localhost). */
  cookieSecure: boolean;
  /** How long a login `state` from startLogin stays usable (once): 10 minutes, as the platform's code. */
  loginStateSeconds: number;
  /** The messaging platform's QR authorize page the browser is sent to for login. */
  wxAuthorizeUrl: string;
  /** The app id nextland accepts in `wx/login` (nextland's WX_APPID). */
  wxAppid: string;
  /**
   * Fastify `trustProxy`: which peers may name the client in X-Forwarded-For. The client address is sent to
   * nextland, which rate-limits logins, SMS and registrations per address.
   */
  trustProxy: boolean | string;
  /** Shared caches and live-event fan-out across BFF processes; unset keeps both in this process. */
  redisUrl: string | undefined;
  /** Namespaces the BFF's Redis keys and channels (environments or test runs sharing one server). */
  redisKeyPrefix: string;
  /** nextland sends `: ping` every EVENTS_HEARTBEAT_MS; silence this long means the event stream is dead. */
  eventsTimeoutMs: number;
  /** Read nextland's event stream for live subscriptions (tests of other parts turn it off). */
  liveEvents: boolean;
  /** Live connections re-check their session this often, so a logout or expiry closes them. */
  liveRecheckMs: number;
};

const defaultClientId = 'nextland-web';
const defaultClientSecret = 'nextland-web-secret';
/** nextland's default WX_APPID (its local stand-in of the login platform). */
const defaultWxAppid = 'wxnextlanddemo';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === '1' || value.toLowerCase() === 'true';
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/**
 * `0`/`false` trusts no proxy, `1`/`true` every one (only when nothing else can reach the BFF); anything else is
 * a comma-separated list of addresses, CIDR ranges or the names `loopback`, `linklocal`, `uniquelocal`.
 */
function trustProxy(value: string | undefined): boolean | string {
  const trimmed = value?.trim();
  if (!trimmed) return 'loopback';
  if (trimmed === '0' || trimmed.toLowerCase() === 'false') return false;
  if (trimmed === '1' || trimmed.toLowerCase() === 'true') return true;
  return trimmed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const nextlandUrl = (env.NEXTLAND_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const config: Config = {
    production,
    port: positiveInt(env.BFF_PORT, 4000, 'BFF_PORT'),
    host: env.BFF_HOST || '127.0.0.1',
    nextlandUrl,
    clientId: env.NEXTLAND_CLIENT_ID || defaultClientId,
    clientSecret: env.NEXTLAND_CLIENT_SECRET || defaultClientSecret,
    upstreamTimeoutMs: positiveInt(env.NEXTLAND_TIMEOUT_MS, 10_000, 'NEXTLAND_TIMEOUT_MS'),
    sandbox: flag(env.BFF_SANDBOX, !production),
    schemaDir: env.BFF_SCHEMA_DIR || defaultSchemaDir,
    sandboxDir: env.BFF_SANDBOX_DIR || defaultSandboxDir,
    exposeUpstreamCalls: flag(env.BFF_EXPOSE_UPSTREAM_CALLS, !production),
    maxUpstreamCalls: positiveInt(env.BFF_MAX_UPSTREAM_CALLS, 100, 'BFF_MAX_UPSTREAM_CALLS'),
    logLevel: env.LOG_LEVEL || 'info',
    cookieSecure: flag(env.COOKIE_SECURE, production),
    loginStateSeconds: cookieLifetimes.loginStateSeconds,
    // The embedded default is nextland's own stand-in; the browser must be able to reach this address.
    wxAuthorizeUrl: env.WX_AUTHORIZE_URL || `${nextlandUrl}/wx-standin/connect/qrconnect`,
    wxAppid: env.WX_APPID || defaultWxAppid,
    trustProxy: trustProxy(env.BFF_TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.BFF_REDIS_KEY_PREFIX || 'bff:',
    liveEvents: flag(env.BFF_LIVE_EVENTS, true),
    eventsTimeoutMs: positiveInt(env.BFF_EVENTS_TIMEOUT_MS, 45_000, 'BFF_EVENTS_TIMEOUT_MS'),
    liveRecheckMs: positiveInt(env.BFF_LIVE_RECHECK_MS, 120_000, 'BFF_LIVE_RECHECK_MS'),
  };
  // nextland refuses the demo credential in production; failing here gives a clearer message than 401s later.
  if (production && config.clientSecret === defaultClientSecret) {
    throw new Error('NEXTLAND_CLIENT_SECRET must be set when NODE_ENV=production');
  }
  return config;
}
