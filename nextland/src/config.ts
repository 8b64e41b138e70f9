import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Two levels up from both src/config.ts and the bundled dist/server.js.
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const DEFAULT_CLIENT_ID = 'nextland-web';
export const DEFAULT_CLIENT_SECRET = 'nextland-web-secret';

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
  };
}
