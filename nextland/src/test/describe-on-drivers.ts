// The one way a suite runs on every database driver nextland supports: the embedded PGlite always, and a
// throw-away PostgreSQL database when TEST_POSTGRES_URL names a server (skipped, and reported as skipped,
// otherwise). Each driver gets its own describe block with its own database, a copy of the run's image
// (test-images.ts): `describeOnDrivers` starts the app on a seeded copy, `describeDatabaseOnDrivers` hands the
// suite a bare database (migrated, or empty for migration and lock tests).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { AppOptions } from '../app.js';
import { createDatabase, MEMORY_DIR } from '../db/client.js';
import { type ApiContext, type OpenedDatabase, startApi, type UseApi } from './api-harness.js';
import { createPostgresScratch, postgresServer } from './scratch-database.js';
import { pgliteImage, type TestImages } from './test-images.js';

export type ApiDriverName = 'PGlite' | 'PostgreSQL';

/** What a suite starts from: nothing, the migrated schema, or the migrated schema with the demo seed. */
export type DatabaseImage = 'empty' | 'migrated' | 'seeded';

export type TestDriver = {
  name: ApiDriverName;
  skip: boolean;
  /**
   * A new database as `image` says. `label` names the PostgreSQL database (`nextland_<label>_<random>`): a
   * leftover says whose it was. A seeded copy carries the seed's result and `now`, and its files to copy.
   */
  open(image: DatabaseImage, label?: string): Promise<OpenedDatabase>;
};

/** The run's images, made by the project's global setup (undefined outside it: suites then migrate and seed). */
function images(): TestImages | undefined {
  return inject('nextlandImages');
}

function seededPart(found: TestImages): Pick<OpenedDatabase, 'seeded'> {
  return { seeded: { images: found, seed: found.seed, now: new Date(found.seededAt) } };
}

const pgliteDriver: TestDriver = {
  name: 'PGlite',
  skip: false,
  async open(image) {
    const found = images();
    const database = await createDatabase({
      pgliteDir: MEMORY_DIR,
      ...(found ? { loadDataDir: pgliteImage(found, image) } : {}),
    });
    const opened: OpenedDatabase = {
      database,
      drop: async () => {},
      migrated: Boolean(found) && image !== 'empty',
    };
    return found && image === 'seeded' ? { ...opened, ...seededPart(found) } : opened;
  },
};

const postgresDriver: TestDriver = {
  name: 'PostgreSQL',
  skip: !postgresServer,
  async open(image, label = 'scratch') {
    const found = image === 'empty' ? undefined : images()?.postgres;
    const template = found && (image === 'seeded' ? found.seeded : found.migrated);
    const scratch = await createPostgresScratch(label, template);
    const opened: OpenedDatabase = {
      database: await scratch.connect(),
      drop: () => scratch.drop(),
      migrated: Boolean(template),
    };
    const all = images();
    return all && template && image === 'seeded' ? { ...opened, ...seededPart(all) } : opened;
  },
};

/**
 * A bare in-memory PGlite (with the extensions nextland's migrations need) that has run initdb and nothing
 * else: a copy of the run's empty image, for tests that apply migrations one by one themselves.
 */
export async function emptyPglite(): Promise<PGlite> {
  const found = images();
  return PGlite.create({
    dataDir: MEMORY_DIR,
    extensions: { pg_trgm },
    ...(found ? { loadDataDir: pgliteImage(found, 'empty') } : {}),
  });
}

export const TEST_DRIVERS: readonly TestDriver[] = [pgliteDriver, postgresDriver];

export function driverNamed(name: ApiDriverName): TestDriver {
  return name === 'PGlite' ? pgliteDriver : postgresDriver;
}

export type ApiOptions = {
  /** Extra environment for loadConfig (e.g. S3_* for object storage). */
  env?: Record<string, string>;
  /** Extra buildApp options (e.g. a recording payment provider). */
  appOptions?: Pick<AppOptions, 'paymentProvider' | 'payoutProvider'>;
  /** Seed the suite's own database instead of copying the image (object storage must receive the seed's files). */
  seedOwn?: boolean;
  /** Run on these drivers only (a race only PostgreSQL can show, a fake only one driver needs). */
  only?: ApiDriverName;
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

function driversFor(only: ApiDriverName | undefined): readonly TestDriver[] {
  return only ? TEST_DRIVERS.filter((driver) => driver.name === only) : TEST_DRIVERS;
}

type Body = (use: UseApi, driver: ApiDriverName) => void;

/**
 * `describe(\`${name} on PGlite\`)` and `describe(\`${name} on PostgreSQL\`)`, each running `body` against its
 * own app on its own copy of the seeded image. The PostgreSQL database is named after the suite.
 */
export function describeOnDrivers(name: string, body: Body): void;
export function describeOnDrivers(name: string, options: ApiOptions, body: Body): void;
export function describeOnDrivers(name: string, ...args: [Body] | [ApiOptions, Body]): void {
  const [options, body] = args.length === 1 ? [{}, args[0]] : args;
  for (const driver of driversFor(options.only)) {
    describe.skipIf(driver.skip)(`${name} on ${driver.name}`, () => {
      const image = options.seedOwn ? 'empty' : 'seeded';
      body(
        useApiOn(() => driver.open(image, labelOf(name)), options),
        driver.name,
      );
    });
  }
}

export type UseDatabase = () => OpenedDatabase;
type DatabaseBody = (use: UseDatabase, driver: ApiDriverName) => void;

/**
 * A bare database per driver for tests below the HTTP layer: `migrated` (the default) or `empty`. The
 * database is closed and dropped after the block.
 */
export function describeDatabaseOnDrivers(
  name: string,
  options: { image?: Exclude<DatabaseImage, 'seeded'>; only?: ApiDriverName },
  body: DatabaseBody,
): void {
  for (const driver of driversFor(options.only)) {
    describe.skipIf(driver.skip)(`${name} on ${driver.name}`, () => {
      let opened: OpenedDatabase | undefined;
      beforeAll(async () => {
        opened = await driver.open(options.image ?? 'migrated', labelOf(name));
        if (options.image !== 'empty' && !opened.migrated) await opened.database.migrate();
      });
      afterAll(async () => {
        await opened?.database.close();
        await opened?.drop();
      });
      body(() => {
        if (!opened) throw new Error('database not open');
        return opened;
      }, driver.name);
    });
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    nextlandImages: TestImages | undefined;
  }
}
