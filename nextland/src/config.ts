import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseWechatPayConfig, type WechatPayConfig } from './modules/payment/wechat-config.js';

// Two levels up from both src/config.ts and the bundled dist/server.js.
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const DEFAULT_CLIENT_ID = 'nextland-web';
export const DEFAULT_CLIENT_SECRET = 'nextland-web-secret';
export const DEFAULT_AUTH_SECRET = 'nextland-dev-auth-secret-change-me';
export const DEFAULT_WX_APPID = 'wxnextlanddemo';
export const DEFAULT_WX_SECRET = 'nextland-wx-standin-secret';
export const DEFAULT_SANDBOX_PAY_SECRET = 'nextland-dev-sandbox-pay-secret';
export const DEFAULT_REDIRECT_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/**
 * NEXTLAND_TRUST_PROXY: unset means `loopback` (the BFF on the same machine, as in `npm start`); `0`/`false`
 * nobody; `1`/`true` everyone (only where nothing but the BFF can reach nextland); else a list of addresses.
 */
function trustProxy(value: string | undefined): boolean | string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return 'loopback';
  if (trimmed === '0' || trimmed.toLowerCase() === 'false') return false;
  if (trimmed === '1' || trimmed.toLowerCase() === 'true') return true;
  return trimmed;
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  NEXTLAND_HOST: z.string().min(1).default('127.0.0.1'),
  NEXTLAND_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  NEXTLAND_CLIENT_ID: z.string().min(1).default(DEFAULT_CLIENT_ID),
  NEXTLAND_CLIENT_SECRET: z.string().min(1).default(DEFAULT_CLIENT_SECRET),
  DATABASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Longest wait for a PostgreSQL connection (opening one, or a free one from the pool) before a 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** Longest a request's statement may run on PostgreSQL before it is cancelled with a 503 (0: no limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** Namespaces every key this service writes to Redis: environments (or test runs) sharing one server stay apart. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default('nextland:'),
  PGLITE_DIR: z
    .string()
    .min(1)
    .default(join(repoRoot, '.data', 'pglite')),
  FILES_DIR: z
    .string()
    .min(1)
    .default(join(repoRoot, '.data', 'files')),
  // Identity documents: outside FILES_DIR so /files/* can never serve them (checked below).
  PRIVATE_FILES_DIR: z
    .string()
    .min(1)
    .default(join(repoRoot, '.data', 'private-files')),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  // Decoded size guard (decompression bombs): width × height of the uploaded image.
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(40_000_000),
  // S3-compatible object storage replaces the two directories when S3_BUCKET is set.
  S3_BUCKET: optionalText,
  S3_PRIVATE_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
  S3_PUBLIC_URL: optionalUrl,
  SEED_ON_EMPTY: flag,
  // Load shedding: above this event-loop delay requests get 503. 0 turns it off (API tests, where a busy
  // shared machine would otherwise make answers depend on timing).
  NEXTLAND_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  // Signs registration tickets and fingerprints card numbers; production refuses the default.
  AUTH_SECRET: z.string().min(16).default(DEFAULT_AUTH_SECRET),
  // Messaging platform (WeChat-style web QR login). Without WX_API_BASE the embedded stand-in is used.
  WX_API_BASE: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WX_APPID: z.string().min(1).default(DEFAULT_WX_APPID),
  WX_SECRET: z.string().min(1).default(DEFAULT_WX_SECRET),
  WX_REDIRECT_ORIGINS: z.string().default(''),
  REDIS_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Requests per window (see lib/rate-limit.ts); tests lower or raise them.
  RATE_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_SMS_PER_PHONE_HOUR: z.coerce.number().int().min(1).default(5),
  RATE_SMS_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_REGISTER_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_UPLOAD_PER_USER_HOUR: z.coerce.number().int().min(1).default(60),
  // A person bids a few times a minute at the end of a hot lot; a script bids hundreds (issue 26).
  RATE_BIDS_PER_USER_MINUTE: z.coerce.number().int().min(1).default(60),
  // Checkouts, a won lot's confirm and deposits: each makes a payment.
  RATE_PAYMENTS_PER_USER_MINUTE: z.coerce.number().int().min(1).default(20),
  // Who may name the client in X-Forwarded-For (per-address rate limits): the BFF, on loopback by default.
  NEXTLAND_TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => trustProxy(v)),
  // Job workers poll this often for jobs that became due by time; a committed job wakes them at once anyway.
  JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.05).max(300).default(2),
  // Comment lines on the live event stream, so proxies and the BFF can tell a quiet stream from a dead one.
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(50).default(15_000),
  // Payments (decision 0019): the provider, the sandbox's signing key, the pay window and auto-confirm delay.
  PAYMENT_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
  SANDBOX_PAY_SECRET: z.string().min(16).default(DEFAULT_SANDBOX_PAY_SECRET),
  // Production takes real money: the sandbox provider there only when asked for by name (a staging or compose
  // demo), and never under the key published in this source (anyone could sign a "paid" notification).
  PAYMENT_SANDBOX_IN_PRODUCTION: flag,
  ORDER_PAY_WINDOW_SECONDS: z.coerce.number().int().min(1).default(1800),
  ORDER_AUTO_CONFIRM_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 86_400),
  // Settlement (decision 0027 §5): the platform's commission in basis points (500 = 5 %), read once at start.
  COMMISSION_BASIS_POINTS: z.coerce.number().int().min(0).max(10_000).default(500),
  AUCTION_PAY_WINDOW_SECONDS: z.coerce.number().int().min(60).default(86_400),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: string;
  host: string;
  port: number;
  clientId: string;
  clientSecret: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PGlite data directory, or `memory://` for a throw-away in-memory database. */
  pgliteDir: string;
  /** PostgreSQL bounds: connection (and pool) wait, statement run time. */
  databaseTimeouts: { connectMs: number; statementMs: number };
  filesDir: string;
  /** Disk root of private uploads (identity documents); never inside filesDir. */
  privateFilesDir: string;
  /** Object storage for uploads; undefined means the two directories above. */
  s3: S3Config | undefined;
  uploads: { maxBytes: number; maxPixels: number };
  seedOnEmpty: boolean;
  /** Event-loop delay (ms) above which requests are shed with 503; 0 disables the check. */
  maxEventLoopDelayMs: number;
  logLevel: string;
  authSecret: string;
  /** Platform base URL; undefined means this process's own stand-in (resolved once listening). */
  wxApiBase: string | undefined;
  wxAppid: string;
  wxSecret: string;
  /** Origins a login may redirect back to (stand-in authorize page). */
  wxRedirectOrigins: string[];
  /** The local platform and SMS stand-ins (and /dev routes) are mounted outside production only. */
  standIns: boolean;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  rateLimits: {
    loginPerMinute: number;
    smsPerPhoneHour: number;
    smsPerIpHour: number;
    registerPerIpHour: number;
    uploadPerUserHour: number;
    bidsPerUserMinute: number;
    paymentsPerUserMinute: number;
  };
  /**
   * Fastify `trustProxy`: false (nobody), true (everyone) or comma-separated addresses, CIDRs and the names
   * `loopback`, `linklocal`, `uniquelocal`. Only the BFF (or a balancer in front of nextland) belongs here.
   */
  trustProxy: boolean | string;
  jobs: { pollIntervalMs: number };
  events: { heartbeatMs: number };
  payment: PaymentConfig;
  /** The commission each new settlement uses, in basis points (COMMISSION_BASIS_POINTS, default 500). */
  commissionBasisPoints: number;
  /** How long an auction's winner has to pay (AUCTION_PAY_WINDOW_SECONDS, default 24 h, decision 0028 §3). */
  auctionPayWindowSeconds: number;
};

export type PaymentConfig = {
  provider: 'sandbox' | 'wechat';
  /** Signs the sandbox cashier's notifications (HMAC-SHA256). */
  sandboxSecret: string;
  /** Seconds an order may wait for payment before `order.expire` cancels it (default 30 min). */
  payWindowSeconds: number;
  /** Seconds after shipping when `order.autoConfirm` completes an order (default 10 days). */
  autoConfirmSeconds: number;
  /** The merchant's WeChat Pay settings (WECHAT_PAY_*), null when none are set (decision 0021). */
  wechat: WechatPayConfig | null;
};

export type S3Config = {
  bucket: string;
  /** Bucket of private uploads; the public bucket (under `private/`) when not set. */
  privateBucket: string;
  /** Service origin, e.g. http://127.0.0.1:9000 for MinIO; AWS's regional endpoint when not set. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
  /** Where browsers read public objects (CDN or bucket website); undefined: streamed through /files/uploads. */
  publicUrl: string | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid nextland configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.NEXTLAND_CLIENT_SECRET === DEFAULT_CLIENT_SECRET) {
    throw new ConfigError(
      'Refusing to start: NODE_ENV=production with the default client secret. ' +
        'Set NEXTLAND_CLIENT_SECRET (and the same value in the BFF) to a private random value.',
    );
  }
  if (e.NODE_ENV === 'production' && e.AUTH_SECRET === DEFAULT_AUTH_SECRET) {
    throw new ConfigError('Refusing to start: NODE_ENV=production with the default AUTH_SECRET.');
  }
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'sandbox') {
    if (!e.PAYMENT_SANDBOX_IN_PRODUCTION)
      throw new ConfigError(
        'Refusing to start: NODE_ENV=production with the sandbox payment provider. Set PAYMENT_PROVIDER=wechat ' +
          '(and its WECHAT_PAY_* settings), or PAYMENT_SANDBOX_IN_PRODUCTION=1 for a demo that takes no real money.',
      );
    if (e.SANDBOX_PAY_SECRET === DEFAULT_SANDBOX_PAY_SECRET)
      throw new ConfigError(
        'Refusing to start: NODE_ENV=production with the default SANDBOX_PAY_SECRET (it is public in the source).',
      );
  }
  if (isInside(e.PRIVATE_FILES_DIR, e.FILES_DIR)) {
    throw new ConfigError('PRIVATE_FILES_DIR must not be FILES_DIR or inside it: /files/* would serve it.');
  }
  const extraOrigins = e.WX_REDIRECT_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    env: e.NODE_ENV,
    host: e.NEXTLAND_HOST,
    port: e.NEXTLAND_PORT,
    clientId: e.NEXTLAND_CLIENT_ID,
    clientSecret: e.NEXTLAND_CLIENT_SECRET,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    databaseTimeouts: { connectMs: e.DB_CONNECT_TIMEOUT_MS, statementMs: e.DB_STATEMENT_TIMEOUT_MS },
    filesDir: e.FILES_DIR,
    privateFilesDir: e.PRIVATE_FILES_DIR,
    s3: s3Config(e),
    uploads: { maxBytes: e.UPLOAD_MAX_BYTES, maxPixels: e.UPLOAD_MAX_PIXELS },
    seedOnEmpty: e.SEED_ON_EMPTY,
    maxEventLoopDelayMs: e.NEXTLAND_MAX_EVENT_LOOP_DELAY_MS,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    wxApiBase: e.WX_API_BASE?.replace(/\/+$/, ''),
    wxAppid: e.WX_APPID,
    wxSecret: e.WX_SECRET,
    wxRedirectOrigins: [...new Set([...DEFAULT_REDIRECT_ORIGINS, ...extraOrigins])],
    standIns: e.NODE_ENV !== 'production',
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    rateLimits: {
      loginPerMinute: e.RATE_LOGIN_PER_MINUTE,
      smsPerPhoneHour: e.RATE_SMS_PER_PHONE_HOUR,
      smsPerIpHour: e.RATE_SMS_PER_IP_HOUR,
      registerPerIpHour: e.RATE_REGISTER_PER_IP_HOUR,
      uploadPerUserHour: e.RATE_UPLOAD_PER_USER_HOUR,
      bidsPerUserMinute: e.RATE_BIDS_PER_USER_MINUTE,
      paymentsPerUserMinute: e.RATE_PAYMENTS_PER_USER_MINUTE,
    },
    trustProxy: e.NEXTLAND_TRUST_PROXY,
    jobs: { pollIntervalMs: Math.round(e.JOBS_POLL_INTERVAL_SECONDS * 1000) },
    events: { heartbeatMs: e.EVENTS_HEARTBEAT_MS },
    payment: {
      provider: e.PAYMENT_PROVIDER,
      sandboxSecret: e.SANDBOX_PAY_SECRET,
      payWindowSeconds: e.ORDER_PAY_WINDOW_SECONDS,
      autoConfirmSeconds: e.ORDER_AUTO_CONFIRM_SECONDS,
      wechat: parseWechatPayConfig(env),
    },
    commissionBasisPoints: e.COMMISSION_BASIS_POINTS,
    auctionPayWindowSeconds: e.AUCTION_PAY_WINDOW_SECONDS,
  };
}

function isInside(child: string, parent: string): boolean {
  const path = relative(resolve(parent), resolve(child));
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

function s3Config(e: z.output<typeof envSchema>): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too.');
  }
  return {
    bucket: e.S3_BUCKET,
    privateBucket: e.S3_PRIVATE_BUCKET ?? e.S3_BUCKET,
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
