// Migration `reactions_item_kind` (decision 0025): goods_likes / goods_collects become likes / collects with an
// item kind. The database is migrated up to the migration before it, likes and collects are written the old way,
// then it runs as it would on a deployed database: every row comes across as goods, with its time.
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { migrationsFolder } from '../../db/migrate.js';
import * as schema from '../../db/schema.js';
import { emptyPglite } from '../../test/describe-on-drivers.js';
import { migrationsBefore } from '../../test/migrations-before.js';
import { createPostgresScratch, postgresDatabaseUrl, postgresServer } from '../../test/scratch-database.js';
import { collects, likes } from './schema.js';

let before: string;
let removeBefore: () => void;

beforeAll(() => {
  ({ folder: before, remove: removeBefore } = migrationsBefore('_reactions_item_kind'));
});
afterAll(() => removeBefore());

/** Migrates to the one before, writes reactions the old way, applies the rest and reads them back. */
async function convert(db: Db, migrateFrom: (folder: string) => Promise<void>) {
  await migrateFrom(before);
  await db.execute(
    sql`insert into customers (nickname, invitation_code) values ('a', 'MIGR0001'), ('b', 'MIGR0002')`,
  );
  await db.execute(
    sql`insert into goods (seller_id, title, price, stock, status) select id, 'cup', 100, 1, 3 from customers`,
  );
  await db.execute(sql`
    insert into goods_likes (customer_id, goods_id, created_at)
    select c.id, g.id, timestamptz '2026-01-02 03:04:05.678+00' from customers c cross join goods g`);
  await db.execute(sql`
    insert into goods_collects (customer_id, goods_id, created_at)
    select c.id, g.id, timestamptz '2026-02-03 04:05:06.789+00' from customers c, goods g where c.nickname = 'a'`);
  await migrateFrom(migrationsFolder);
  const read = (table: typeof likes | typeof collects) =>
    db
      .select({ kind: table.itemKind, at: table.createdAt })
      .from(table)
      .orderBy(asc(table.customerId), asc(table.itemId));
  return { likes: await read(likes), collects: await read(collects) };
}

const expected = {
  likes: Array.from({ length: 4 }, () => ({ kind: 'goods', at: new Date('2026-01-02T03:04:05.678Z') })),
  collects: Array.from({ length: 2 }, () => ({ kind: 'goods', at: new Date('2026-02-03T04:05:06.789Z') })),
};

describe('migration reactions_item_kind: goods likes and collects keep their rows', () => {
  it('copies every like and collect as goods (PGlite)', async () => {
    const client = await emptyPglite();
    try {
      const db = drizzlePglite({ client, schema });
      const rows = await convert(db as unknown as Db, (folder) =>
        migratePglite(db, { migrationsFolder: folder }),
      );
      expect(rows).toEqual(expected);
    } finally {
      await client.close();
    }
  });

  it.skipIf(!postgresServer)('does the same on PostgreSQL', async () => {
    const scratch = await createPostgresScratch('reactions');
    const client = new pg.Client({ connectionString: postgresDatabaseUrl(scratch.name) });
    await client.connect();
    try {
      const db = drizzleNodePg({ client, schema });
      const rows = await convert(db as unknown as Db, (folder) =>
        migrateNodePg(db, { migrationsFolder: folder }),
      );
      expect(rows).toEqual(expected);
    } finally {
      await client.end();
      await scratch.drop();
    }
  });
});
