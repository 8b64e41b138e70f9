// The same API suite on a real PostgreSQL server named by TEST_POSTGRES_URL (for example
// postgresql://postgres@127.0.0.1:5432): a fresh database per run, dropped afterwards.
import { describeApiSuite } from './api-suite.js';
import { createPostgresScratch, postgresServer } from './scratch-database.js';

if (!postgresServer) {
  console.warn(
    '\n⚠️  nextland: TEST_POSTGRES_URL is not set — the API suite on PostgreSQL is SKIPPED.\n' +
      '   Run it with TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432 npx vitest run --project nextland\n',
  );
}

describeApiSuite(
  'nextland API on PostgreSQL',
  async () => {
    const scratch = await createPostgresScratch('api');
    return { database: await scratch.connect(), drop: () => scratch.drop() };
  },
  { skip: !postgresServer },
);
