// The database ends nextland's idle connections (a restart, failover or pooler restart does this): the
// process must survive and the next query must work on a new connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresScratch, postgresDatabaseUrl, postgresServer } from '../test/scratch-database.js';

describe.skipIf(!postgresServer)('idle connections ended by the server (PostgreSQL)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('does not crash the process, and the next query opens a new connection', async () => {
    const scratch = await createPostgresScratch('idle_loss');
    cleanups.push(() => scratch.drop());
    const database = await scratch.connect();
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.01)`)));
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const admin = new pg.Client({ connectionString: postgresDatabaseUrl('postgres') });
      await admin.connect();
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [scratch.name],
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      // Every ended connection must be noticed before the next query, or the pool may still hand out one
      // whose end it has not read yet (that query failing is the database's doing, not a crash).
      await expect.poll(() => warnings.length).toBeGreaterThanOrEqual(rowCount ?? 1);
      const result = await database.db.execute(sql`select 1 as one`);
      expect((result as unknown as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
