// Reading a fault scenario's database directly, with nextland stopped first: an embedded PGlite folder opens
// in one process at a time, and PostgreSQL is read the same way so both runs check the same state.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FaultDatabase } from './database.js';
import type { Service } from './services.js';

export type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

/** Stops `service` (SIGKILL, when given and running), then runs `read` on the database. */
export async function withDatabase<T>(
  database: FaultDatabase,
  service: Service | null,
  read: (query: Query) => Promise<T>,
): Promise<T> {
  await service?.stop();
  const folder = database.env.PGLITE_DIR;
  if (folder) {
    const db = await PGlite.create(folder);
    try {
      return await read(
        async <Row>(text: string, params?: unknown[]) => (await db.query<Row>(text, params)).rows,
      );
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  try {
    return await read(
      async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
    );
  } finally {
    await client.end();
  }
}
