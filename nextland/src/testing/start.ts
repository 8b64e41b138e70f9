// The real nextland for other packages' tests (the BFF's): in-process, on an in-memory PGlite, seeded with the
// demo data, listening on a free port. One instance serves a whole test run; tests keep apart by making their
// own users (accounts.ts), never by resetting the database.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase, MEMORY_DIR } from '../db/client.js';
import { DEMO_ACCOUNTS, demoUnionid } from '../db/seed/accounts.js';
import { seedIfEmpty } from '../db/seed/seed.js';
import { customers } from '../modules/customer/schema.js';
import { createStorage } from '../modules/upload/storage/create-storage.js';
import { testSeedNow } from './seed-clock.js';

export type TestNextland = {
  /** `http://127.0.0.1:<port>` */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Customer ids of the seeded demo accounts (`official` reviews applications). */
  demo: Record<string, number>;
  stop(): Promise<void>;
};

/**
 * Limits no test run reaches (every call comes from 127.0.0.1), load shedding off (PGlite runs queries on this
 * thread, and a busy machine would turn answers into 503s), Redis off whatever the environment says.
 */
const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  PGLITE_DIR: MEMORY_DIR,
  LOG_LEVEL: 'silent',
  NEXTLAND_MAX_EVENT_LOOP_DELAY_MS: '0',
  RATE_LOGIN_PER_MINUTE: '100000',
  RATE_SMS_PER_PHONE_HOUR: '100000',
  RATE_SMS_PER_IP_HOUR: '100000',
  RATE_REGISTER_PER_IP_HOUR: '100000',
  RATE_UPLOAD_PER_USER_HOUR: '100000',
};

export async function startTestNextland(env: Record<string, string> = {}): Promise<TestNextland> {
  const scratch = mkdtempSync(join(tmpdir(), 'nextland-testing-'));
  const filesDir = join(scratch, 'files');
  mkdirSync(filesDir);
  const config = loadConfig({
    ...TEST_ENV,
    FILES_DIR: filesDir,
    PRIVATE_FILES_DIR: join(scratch, 'private-files'),
    ...env,
  });
  const database = await createDatabase(config);
  try {
    await database.migrate();
    await seedIfEmpty(database.db, {
      filesDir,
      storage: createStorage(config),
      authSecret: config.authSecret,
      now: testSeedNow(),
    });
    const demo: Record<string, number> = {};
    for (const { key } of DEMO_ACCOUNTS) {
      const [row] = await database.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.unionid, demoUnionid(key)));
      if (row) demo[key] = row.id;
    }
    const app = await buildApp({ config, database });
    // Listening, not inject(): the login exchanges its code with the platform stand-in over HTTP.
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      url: address,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      demo,
      async stop() {
        await app.close();
        await database.close();
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}
