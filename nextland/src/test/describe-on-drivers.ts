// API tests run on every database driver nextland supports: the embedded PGlite always, and a throw-away
// PostgreSQL database when TEST_POSTGRES_URL names a server (skipped, and reported as skipped, otherwise).
// Each driver gets its own describe block with its own app on a freshly migrated and seeded database.
import { afterAll, beforeAll, describe } from 'vitest';
import type { AppOptions } from '../app.js';
import { createDatabase } from '../db/client.js';
import { type ApiContext, type OpenedDatabase, startApi, type UseApi } from './api-harness.js';
import { createPostgresScratch, postgresServer } from './scratch-database.js';

export type ApiDriverName = 'PGlite' | 'PostgreSQL';

type ApiDriver = {
  name: ApiDriverName;
  skip: boolean;
  /** `label` names the PostgreSQL scratch database (`nextland_<label>_<random>`): a leftover says whose it was. */
  open: (label: string) => Promise<OpenedDatabase>;
};

export const API_DRIVERS: Record<ApiDriverName, ApiDriver> = {
  PGlite: {
    name: 'PGlite',
    skip: false,
    open: async () => ({ database: await createDatabase({ pgliteDir: 'memory://' }), drop: async () => {} }),
  },
  PostgreSQL: {
    name: 'PostgreSQL',
    skip: !postgresServer,
    open: async (label) => {
      const scratch = await createPostgresScratch(label);
      return { database: await scratch.connect(), drop: () => scratch.drop() };
    },
  },
};

export type ApiOptions = {
  /** Extra environment for loadConfig (e.g. S3_* for object storage). */
  env?: Record<string, string>;
  /** Extra buildApp options (e.g. a recording payment provider). */
  appOptions?: Pick<AppOptions, 'paymentProvider' | 'payoutProvider'>;
};

/**
 * Starts the app on `open` before the enclosing describe block's tests and stops it (dropping the database)
 * after them. The returned function reads the context lazily: describe bodies run before beforeAll.
 */
export function useApiOn(open: () => Promise<OpenedDatabase>, options: ApiOptions = {}): UseApi {
  let api: (ApiContext & { stop(): Promise<void> }) | undefined;
  beforeAll(async () => {
    api = await startApi(open, options.env, options.appOptions);
  });
  afterAll(async () => {
    await api?.stop();
  });
  return () => {
    if (!api) throw new Error('API not started');
    return api;
  };
}

type Body = (use: UseApi, driver: ApiDriverName) => void;

/** A scratch database name part from a suite's name: "works API" → "works_api". */
function labelOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, 30) || 'api'
  );
}

/**
 * `describe(\`${name} on PGlite\`)` and `describe(\`${name} on PostgreSQL\`)`, each running `body` against its
 * own app. The PostgreSQL scratch database is named after the suite.
 */
export function describeOnDrivers(name: string, body: Body): void;
export function describeOnDrivers(name: string, options: ApiOptions, body: Body): void;
export function describeOnDrivers(name: string, ...args: [Body] | [ApiOptions, Body]): void {
  const [options, body] = args.length === 1 ? [{}, args[0]] : args;
  for (const driver of Object.values(API_DRIVERS)) {
    describe.skipIf(driver.skip)(`${name} on ${driver.name}`, () => {
      body(
        useApiOn(() => driver.open(labelOf(name)), options),
        driver.name,
      );
    });
  }
}
