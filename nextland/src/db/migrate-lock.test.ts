// Two nextland processes starting at once against one fresh PostgreSQL: both migrate, each migration is applied
// once. (PGlite is embedded in one process and needs no lock.)
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresScratch, postgresServer } from '../test/scratch-database.js';
import { appliedMigrationCount, expectedMigrationCount } from './migrate.js';

describe.skipIf(!postgresServer)('migrations under the advisory lock (PostgreSQL)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('three concurrent migrate() calls on a fresh database all succeed and apply each migration once', async () => {
    const scratch = await createPostgresScratch('migrate');
    cleanups.push(() => scratch.drop());
    // Separate pools, as separate processes would have.
    const processes = await Promise.all([scratch.connect(), scratch.connect(), scratch.connect()]);
    const results = await Promise.allSettled(processes.map((process) => process.migrate()));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const db = processes[0]?.db;
    if (!db) throw new Error('no database');
    expect(await appliedMigrationCount(db)).toBe(expectedMigrationCount());
    const duplicates = await db.execute(
      sql`select hash from drizzle.__drizzle_migrations group by hash having count(*) > 1`,
    );
    expect((duplicates as unknown as { rows: unknown[] }).rows).toEqual([]);
    // The schema is complete: the last migration's objects exist.
    const indexes = await db.execute(
      sql`select indexname from pg_indexes where indexname = 'verifications_identity_approved_idx'`,
    );
    expect((indexes as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});
