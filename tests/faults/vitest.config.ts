// `npm run test:faults`: the fault suite (issue 10). Real production builds of the three services, broken on
// purpose: signals under load, upstreams killed or stalled, database connections cut, the embedded database
// killed mid-write. Needs `npm run build` first. FAULT_DATABASE=pglite|postgres picks the database (postgres
// needs TEST_POSTGRES_URL); the figures of each run are printed and written to test-results/faults-<db>.json.
import { defineConfig } from 'vitest/config';

/**
 * Scenarios that break a service, not its database (signals, dead or stalled upstreams): they answer the same on
 * either database, so with both in the run they run once, on PostgreSQL.
 */
const DATABASE_INDEPENDENT = ['sigterm.fault.ts', 'upstream.fault.ts'];
const bothDatabases = Boolean(process.env.TEST_POSTGRES_URL);
const onPglite = process.env.FAULT_DATABASE !== 'postgres';

export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['*.fault.ts'],
    exclude: bothDatabases && onPglite ? DATABASE_INDEPENDENT : [],
    // One scenario at a time: each loads the machine on purpose and measures times.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
