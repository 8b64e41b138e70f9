// Boots the real app on a real database (PGlite in memory or a throw-away PostgreSQL database), seeded.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import { type SeedOptions, type SeedResult, seedIfEmpty } from '../db/seed/seed.js';
import type { Envelope } from '../lib/envelope.js';
import { createStorage } from '../modules/upload/storage/create-storage.js';
import { testSeedNow } from '../testing/seed-clock.js';
import { copySeedFiles, TEST_APP_ENV, type TestImages } from './test-images.js';

export type OpenedDatabase = {
  database: Database;
  drop: () => Promise<void>;
  /** Already migrated (a copy of the run's image). */
  migrated?: boolean;
  /** A copy of the run's seeded image: what the seed returned, when it ran, and where its files are. */
  seeded?: { images: TestImages; seed: SeedResult; now: Date };
};

export type ApiContext = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  filesDir: string;
  /** Private uploads (identity documents): a sibling of filesDir, never served by /files. */
  privateFilesDir: string;
  /** Parent of filesDir: holds a secret file that /files/* must never serve. */
  scratch: string;
  seed: SeedResult;
  /** What the suite seeded with: seeding again must write to the same places. */
  seedOptions: SeedOptions;
};

/** How a test reaches its suite's context: lazily, because describe bodies run before beforeAll. */
export type UseApi = () => ApiContext;

export const SECRET_FILE_CONTENT = 'TOP-SECRET-OUTSIDE-FILES-DIR';
export const CLIENT_ID = 'nextland-web';
export const CLIENT_SECRET = 'nextland-web-secret';
export const CLIENT_AUTH = basicAuth(CLIENT_ID, CLIENT_SECRET);

export function basicAuth(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

export async function startApi(
  open: () => Promise<OpenedDatabase>,
  /** Extra environment for loadConfig (e.g. S3_* for the object-storage run). */
  env: Record<string, string> = {},
  /** Extra buildApp options (e.g. a fake payment provider). */
  appOptions: Pick<AppOptions, 'paymentProvider' | 'payoutProvider'> = {},
): Promise<ApiContext & { stop(): Promise<void> }> {
  const scratch = mkdtempSync(join(tmpdir(), 'nextland-api-'));
  const filesDir = join(scratch, 'files');
  mkdirSync(filesDir);
  const privateFilesDir = join(scratch, 'private-files');
  writeFileSync(join(scratch, 'secret.txt'), SECRET_FILE_CONTENT);
  writeFileSync(join(filesDir, '.env'), SECRET_FILE_CONTENT);
  const config = loadConfig({
    ...TEST_APP_ENV,
    FILES_DIR: filesDir,
    PRIVATE_FILES_DIR: privateFilesDir,
    // Small limits so the 429 cases stay cheap; every other case logs in from its own address.
    RATE_LOGIN_PER_MINUTE: '5',
    RATE_SMS_PER_PHONE_HOUR: '3',
    RATE_SMS_PER_IP_HOUR: '5',
    RATE_REGISTER_PER_IP_HOUR: '5',
    RATE_UPLOAD_PER_USER_HOUR: '20',
    ...env,
  });
  const { database, drop, migrated, seeded } = await open();
  if (!migrated) await database.migrate();
  // The demo ID card images go where the app reads private uploads (the scratch directory or the fake S3).
  const seedOptions: SeedOptions = {
    filesDir,
    storage: createStorage(config),
    authSecret: config.authSecret,
    now: seeded?.now ?? testSeedNow(),
  };
  let seed: SeedResult;
  if (seeded) {
    copySeedFiles(seeded.images, { filesDir, privateFilesDir });
    seed = seeded.seed;
  } else {
    const started = performance.now();
    seed = await seedIfEmpty(database.db, seedOptions);
    console.info(
      `nextland tests: ${database.driver} seeded in ${Math.round(performance.now() - started)} ms`,
    );
  }
  const app = await buildApp({ config, database, ...appOptions });
  // Listening (on a free port) lets the login exchange its code with the platform stand-in over HTTP.
  await app.listen({ host: '127.0.0.1', port: 0 });
  // The seed is days old: on start the lots whose end (or payment deadline) passed since get their timers, and
  // closing them moves goods and messages the demo accounts. Settle that first, so no case races it.
  await app.jobs.drain();
  return {
    app,
    db: database.db,
    database,
    filesDir,
    privateFilesDir,
    scratch,
    seed,
    seedOptions,
    async stop() {
      await app.close();
      await database.close();
      await drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export type JsonReply<T> = { status: number; headers: Record<string, unknown>; body: Envelope<T> };

export type GetOptions = { auth?: string | null; headers?: Record<string, string> };

/** GET with the client credential (unless `auth: null`), parsed as an envelope. */
export async function getJson<T = unknown>(
  app: FastifyInstance,
  url: string,
  { auth = CLIENT_AUTH, headers = {} }: GetOptions = {},
): Promise<JsonReply<T>> {
  const reply = await app.inject({
    method: 'GET',
    url,
    headers: { ...(auth === null ? {} : { authorization: auth }), ...headers },
  });
  return { status: reply.statusCode, headers: reply.headers, body: reply.json() as Envelope<T> };
}

export const SITE = '/nextland-site/api/framework/v1/site';
