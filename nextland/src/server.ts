// Process entry: config → database (migrated, optionally seeded) → app → listen; graceful shutdown.
import { shutdownOnSignal } from '@nextland/server-kit';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase } from './db/client.js';
import { DatabaseFolderLockedError } from './db/pglite-lock.js';
import { seedIfEmpty } from './db/seed/seed.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = { level: config.logLevel };
  const database = await createDatabase({
    ...config,
    timeouts: config.databaseTimeouts,
    // Another process may now be writing the same folder: stop taking writes, through the normal shutdown.
    onLockLost: (error) => {
      console.error(`nextland: lost the embedded database folder's lock (${error.message}); shutting down`);
      process.kill(process.pid, 'SIGTERM');
    },
  });
  await database.migrate();
  if (config.seedOnEmpty) {
    const started = performance.now();
    const result = await seedIfEmpty(database.db, { filesDir: config.filesDir });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    if (result.seeded) {
      console.log(`nextland: seeded ${result.goods} goods from ${result.sellers} sellers in ${seconds}s`);
    }
  }
  const app = await buildApp({ config, database, logger });
  // Drain (packages/server-kit), then the database; exit 1 if that takes more than 10 s.
  shutdownOnSignal(app, { cleanup: () => database.close() });
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ driver: database.driver, filesDir: config.filesDir }, 'nextland ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseFolderLockedError) {
    console.error(`nextland: ${error.message}`);
  } else {
    console.error('nextland: failed to start', error);
  }
  process.exit(1);
});
