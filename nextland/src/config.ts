import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Two levels up from both src/config.ts and the bundled dist/server.js.
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const DEFAULT_CLIENT_ID = 'nextland-web';
export const DEFAULT_CLIENT_SECRET = 'nextland-web-secret';
export const DEFAULT_AUTH_SECRET = 'nextland-dev-auth-secret-change-me';
export const DEFAULT_WX_APPID = 'wxnextlanddemo';
export const DEFAULT_WX_SECRET = 'nextland-wx-standin-secret';
export const DEFAULT_REDIRECT_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

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
  PGLITE_DIR: z
    .string()
    .min(1)
    .default(join(repoRoot, '.data', 'pglite')),
  FILES_DIR: z
    .string()
    .min(1)
    .default(join(repoRoot, '.data', 'files')),
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
  NEXTLAND_TRUST_PROXY: flag,
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
  filesDir: string;
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
  rateLimits: {
    loginPerMinute: number;
    smsPerPhoneHour: number;
    smsPerIpHour: number;
    registerPerIpHour: number;
  };
  trustProxy: boolean;
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
    filesDir: e.FILES_DIR,
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
    rateLimits: {
      loginPerMinute: e.RATE_LOGIN_PER_MINUTE,
      smsPerPhoneHour: e.RATE_SMS_PER_PHONE_HOUR,
      smsPerIpHour: e.RATE_SMS_PER_IP_HOUR,
      registerPerIpHour: e.RATE_REGISTER_PER_IP_HOUR,
    },
    trustProxy: e.NEXTLAND_TRUST_PROXY,
  };
}
