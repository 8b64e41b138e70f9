// The same API suite on a real PostgreSQL server named by TEST_POSTGRES_URL (for example
// postgresql://postgres@127.0.0.1:5432): a fresh database per run, dropped afterwards. The two drivers are two
// files, not one describeOnDrivers block, so that vitest runs them side by side.
import { describeApiSuite } from './api-suite.js';
import { driverNamed } from './describe-on-drivers.js';

const PostgreSQL = driverNamed('PostgreSQL');

if (PostgreSQL.skip) {
  console.warn(
    '\n⚠️  nextland: TEST_POSTGRES_URL is not set — the API suite on PostgreSQL is SKIPPED.\n' +
      '   Run it with TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432 npx vitest run --project nextland\n',
  );
}

describeApiSuite('nextland API on PostgreSQL', () => PostgreSQL.open('seeded', 'api'), {
  skip: PostgreSQL.skip,
});
