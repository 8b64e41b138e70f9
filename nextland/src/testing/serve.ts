// The test nextland as its own process (issue 25): the BFF's test run forks this file, so PGlite's queries run
// on this process's thread instead of vitest's main thread, which also coordinates the test workers. It starts
// the app (start.ts), sends the parent what tests need over IPC, and stops on SIGTERM or when the parent goes.
// With TEST_POSTGRES_URL (CI) it runs on a new PostgreSQL database, dropped when it stops: migrating and seeding
// there took a third of PGlite's initdb, migrations and seed (≈ 17 s before the BFF's first test file).
import { createPostgresScratch, postgresDatabaseUrl, postgresServer } from '../test/scratch-database.js';
import { startTestNextland } from './start.js';

const scratch = postgresServer ? await createPostgresScratch('bff') : undefined;
const started = startTestNextland(scratch ? { DATABASE_URL: postgresDatabaseUrl(scratch.name) } : {});
const nextland = await started.catch(async (error) => {
  await scratch?.drop();
  throw error;
});
const { url, clientId, clientSecret, demo } = nextland;
process.send?.({ url, clientId, clientSecret, demo });

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await nextland.stop();
  await scratch?.drop();
  process.exit(0);
}
process.on('SIGTERM', stop);
// The parent died without stopping us: its IPC channel closes.
process.on('disconnect', stop);
