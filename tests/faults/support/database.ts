// The database a fault scenario runs on: FAULT_DATABASE=postgres (a new database on TEST_POSTGRES_URL) or
// pglite (a new folder), made by the suites' shared createTestDatabase.
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';

export type FaultDatabaseKind = 'postgres' | 'pglite';

export const databaseKind: FaultDatabaseKind =
  process.env.FAULT_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export type FaultDatabase = TestDatabase & {
  /** A client on the server's maintenance database (postgres only), for terminating the service's connections. */
  admin?: () => Promise<pg.Client>;
};

function serverUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url)
    throw new Error(
      'FAULT_DATABASE=postgres needs TEST_POSTGRES_URL (e.g. postgresql://postgres@127.0.0.1:5432)',
    );
  return url;
}

export async function createFaultDatabase(label: string): Promise<FaultDatabase> {
  if (databaseKind === 'pglite') return createTestDatabase(`fault-${label}`, null);
  const server = serverUrl();
  const database = await createTestDatabase(`fault_${label}`, server);
  const admin = async () => {
    const client = new pg.Client({ connectionString: `${server}/postgres` });
    await client.connect();
    return client;
  };
  return { ...database, admin };
}
