// `npm run test:faults`: the fault suite (tests/faults) on embedded PGlite, then on PostgreSQL when
// TEST_POSTGRES_URL names a server. Needs the production build (`npm run build`).
import { existsSync } from 'node:fs';
import { run } from './lib/run.mjs';

if (!existsSync('nextland/dist/server.js') || !existsSync('web/dist/web-server.js')) {
  console.error('test:faults runs the production builds: run `npm run build` first');
  process.exit(1);
}
const databases = process.env.TEST_POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];
let failed = false;
for (const database of databases) {
  const extra = process.argv.slice(2);
  try {
    await run('npx', ['vitest', 'run', '--config', 'tests/faults/vitest.config.ts', ...extra], {
      env: { ...process.env, FAULT_DATABASE: database },
    });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
