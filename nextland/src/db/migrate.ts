import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { SqlExecutor } from './executor.js';

// src/db/migrations when run from source; dist/migrations once bundled (the build copies the folder).
export const migrationsFolder =
  process.env.NEXTLAND_MIGRATIONS_DIR ?? fileURLToPath(new URL('./migrations', import.meta.url));

/** Number of migrations shipped with this build. */
export function expectedMigrationCount(): number {
  return readMigrationFiles({ migrationsFolder }).length;
}

/** How many migrations the database has recorded (drizzle's own bookkeeping table). */
export async function appliedMigrationCount(db: SqlExecutor): Promise<number> {
  const result = await db.execute<{ count: number | string }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  const rows = (result as unknown as { rows: { count: number | string }[] }).rows;
  return Number(rows[0]?.count ?? 0);
}
