// Seed once, restore per suite (issue 25). Migrating and seeding a database cost ≈ 6.7 s per test file, ≈ 70
// times a run; a copy of one made at the start of the run costs well under a second. The vitest global setup
// (images-global.ts) makes two images per driver — migrated, and migrated + seeded + started once (pg-boss's
// schema installed, the start-up sweep's jobs run) — and suites open copies of them:
// - PGlite: `dumpDataDir` tarballs, loaded into a new in-memory instance with `loadDataDir`;
// - PostgreSQL: template databases, copied with `CREATE DATABASE … TEMPLATE`.
// The seed's files (artwork, the demo ID card images) are written once beside the images and copied into each
// suite's own folders, which the suite may then change.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { createDatabase, type Database } from '../db/client.js';
import { type SeedOptions, type SeedResult, seedIfEmpty } from '../db/seed/seed.js';
import { createStorage } from '../modules/upload/storage/create-storage.js';
import { testSeedNow } from '../testing/seed-clock.js';
import { createPostgresScratch, postgresAdmin, postgresServer } from './scratch-database.js';

/** Where a run's images are: handed from the global setup to the suites (vitest provide/inject). */
export type TestImages = {
  dir: string;
  /** When the images were seeded (the seed's `now`), ISO. */
  seededAt: string;
  seed: SeedResult;
  /** Template database names on the TEST_POSTGRES_URL server; absent without one. */
  postgres?: { migrated: string; seeded: string };
};

/** The environment every test app and image is built with (api-harness.ts adds per-suite folders). */
export const TEST_APP_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  PGLITE_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  // PGlite runs queries on this thread: on a busy machine load shedding would turn answers into 503s.
  NEXTLAND_MAX_EVENT_LOOP_DELAY_MS: '0',
  // Suites bid and check out as fast as they can with a few users; the per-user limits have their own suite
  // (per-user-limits.test.ts), which sets them low.
  RATE_BIDS_PER_USER_MINUTE: '100000',
  RATE_PAYMENTS_PER_USER_MINUTE: '100000',
};

const PGLITE_EMPTY = 'pglite-empty.tar';
const PGLITE_MIGRATED = 'pglite-migrated.tar';
const PGLITE_SEEDED = 'pglite-seeded.tar';

function imageConfig(dir: string, name: string): Config {
  return loadConfig({
    ...TEST_APP_ENV,
    FILES_DIR: join(dir, name, 'files'),
    PRIVATE_FILES_DIR: join(dir, name, 'private-files'),
  });
}

function seedOptionsOf(config: Config, now: Date): SeedOptions {
  return { filesDir: config.filesDir, storage: createStorage(config), authSecret: config.authSecret, now };
}

/**
 * Seeds, then starts the app once and stops it: pg-boss installs its schema, the start-up sweep queues the
 * timers of lots that ended since the seed's `now`, and the drain runs them — work every suite did at start.
 */
async function seedAndSettle(database: Database, config: Config, now: Date): Promise<SeedResult> {
  const seed = await seedIfEmpty(database.db, seedOptionsOf(config, now));
  const app = await buildApp({ config, database });
  await app.ready();
  await app.jobs.drain();
  await app.close();
  return seed;
}

async function dump(database: Database): Promise<Buffer> {
  if (database.jobsConnection.kind !== 'pglite') throw new Error('only PGlite dumps its data directory');
  const client: PGlite = database.jobsConnection.client;
  const blob = await client.dumpDataDir('none');
  return Buffer.from(await blob.arrayBuffer());
}

async function buildPgliteImages(dir: string, now: Date): Promise<SeedResult> {
  const config = imageConfig(dir, 'seed');
  const database = await createDatabase({ pgliteDir: 'memory://' });
  try {
    // A new PGlite runs initdb (≈ 12 s here); suites that start from nothing restore this dump instead.
    writeFileSync(join(dir, PGLITE_EMPTY), await dump(database));
    await database.migrate();
    writeFileSync(join(dir, PGLITE_MIGRATED), await dump(database));
    const seed = await seedAndSettle(database, config, now);
    writeFileSync(join(dir, PGLITE_SEEDED), await dump(database));
    return seed;
  } finally {
    await database.close();
  }
}

/** Marks a database as a template nobody connects to, so copies of it never wait for its sessions. */
async function freeze(name: string): Promise<void> {
  await postgresAdmin(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
}

async function buildPostgresImages(dir: string, now: Date): Promise<TestImages['postgres']> {
  const migrated = await createPostgresScratch('image_migrated');
  const migratedDb = await migrated.connect();
  await migratedDb.migrate();
  await migrated.release();
  await freeze(migrated.name);
  const seeded = await createPostgresScratch('image_seeded', migrated.name);
  // The seed writes the same files the PGlite image wrote; these copies are not used.
  await seedAndSettle(await seeded.connect(), imageConfig(dir, 'postgres-seed'), now);
  await seeded.release();
  await freeze(seeded.name);
  return { migrated: migrated.name, seeded: seeded.name };
}

export async function buildTestImages(): Promise<TestImages> {
  const dir = mkdtempSync(join(tmpdir(), 'nextland-images-'));
  const now = testSeedNow();
  const [seed, postgres] = await Promise.all([
    buildPgliteImages(dir, now),
    postgresServer ? buildPostgresImages(dir, now) : undefined,
  ]);
  return { dir, seededAt: now.toISOString(), seed, ...(postgres ? { postgres } : {}) };
}

export async function removeTestImages(images: TestImages): Promise<void> {
  for (const name of Object.values(images.postgres ?? {})) {
    await postgresAdmin(`ALTER DATABASE ${name} WITH IS_TEMPLATE false ALLOW_CONNECTIONS true`);
    await postgresAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  rmSync(images.dir, { recursive: true, force: true });
}

const tarballs = new Map<string, Blob>();

/** A PGlite image as a Blob, read once per worker. */
export function pgliteImage(images: TestImages, which: 'empty' | 'migrated' | 'seeded'): Blob {
  const names = { empty: PGLITE_EMPTY, migrated: PGLITE_MIGRATED, seeded: PGLITE_SEEDED };
  const file = join(images.dir, names[which]);
  let blob = tarballs.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    tarballs.set(file, blob);
  }
  return blob;
}

/** Copies the seed's files into a suite's own public and private folders. */
export function copySeedFiles(images: TestImages, to: { filesDir: string; privateFilesDir: string }): void {
  const from = join(images.dir, 'seed');
  mkdirSync(to.filesDir, { recursive: true });
  cpSync(join(from, 'files'), to.filesDir, { recursive: true });
  if (existsSync(join(from, 'private-files')))
    cpSync(join(from, 'private-files'), to.privateFilesDir, { recursive: true });
}
