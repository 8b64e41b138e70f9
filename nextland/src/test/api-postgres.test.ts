// The same API suite on a real PostgreSQL server named by TEST_POSTGRES_URL (for example
// postgresql://postgres@127.0.0.1:5432): a fresh database per run, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../db/client.js';
import { describeApiSuite } from './api-suite.js';

const server = process.env.TEST_POSTGRES_URL;

/** The same server, another database (keeps credentials and query options). */
function databaseUrl(name: string): string {
  const url = new URL(server ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

if (!server) {
  console.warn(
    '\n⚠️  nextland: TEST_POSTGRES_URL is not set — the API suite on PostgreSQL is SKIPPED.\n' +
      '   Run it with TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432 npx vitest run --project nextland\n',
  );
}

describeApiSuite(
  'nextland API on PostgreSQL',
  async () => {
    // Only [a-z0-9_]: the name is interpolated into DDL, which cannot take parameters.
    const name = `nextland_api_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    return {
      database: await createDatabase({ databaseUrl: databaseUrl(name), pgliteDir: 'memory://' }),
      drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  },
  { skip: !server },
);
