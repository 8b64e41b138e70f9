// Migration 0009 (decision 0016): region names stored before region codes become codes. The database is
// migrated up to 0008, entries are written the old way, then 0009 runs as it would on a deployed database.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REGION_CODES } from '@nextland/rules';
import { asc } from 'drizzle-orm';
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
import { createPostgresScratch, postgresDatabaseUrl, postgresServer } from '../../test/scratch-database.js';
import { customers } from '../customer/schema.js';
import { expressEntries } from './schema.js';

/** The 31 mainland provinces (codes below 710000 Taiwan). */
const MAINLAND = REGION_CODES.filter((code) => code < '710000');

/** Stored regions before the migration, and what each entry holds after it. */
const CASES: [string[], string[]][] = [
  [
    ['浙江', '江苏', '上海'],
    ['330000', '320000', '310000'],
  ],
  [
    ['浙江省', '江苏省', '上海市', '北京市', '重庆市'],
    ['330000', '320000', '310000', '110000', '500000'],
  ],
  [
    ['廣東', '臺灣', '台灣省', '澳門特別行政區', '香港特别行政区'],
    ['440000', '710000', '820000', '810000'],
  ],
  [
    ['内蒙古自治区', '广西壮族自治区', '新疆维吾尔自治区', '寧夏回族自治區', '西藏自治區'],
    ['150000', '450000', '650000', '640000', '540000'],
  ],
  [
    [
      'Jiangsu',
      ' zhejiang ',
      'Guangdong Province',
      'Hong Kong SAR',
      'Macao',
      'Inner Mongolia',
      'Xinjiang Uygur Autonomous Region',
    ],
    ['320000', '330000', '440000', '810000', '820000', '150000', '650000'],
  ],
  // The same province three ways counts once; a city and a typo stay as written, in their places.
  [
    ['上海', 'Suzhou SIP', 'Shanghai', '上海市', '苏州', 'Zhejing'],
    ['310000', 'Suzhou SIP', '苏州', 'Zhejing'],
  ],
  // "The whole country" meant the mainland provinces.
  [['全国'], MAINLAND],
  [
    ['Nationwide', '香港'],
    [...MAINLAND, '810000'],
  ],
  // Already codes (a second run, or an entry made after the change): untouched.
  [
    ['310000', '810000'],
    ['310000', '810000'],
  ],
];

/** Migrates to 0008, writes entries the old way, applies 0009 and reads them back. */
async function convert(db: Db, migrateFrom: (folder: string) => Promise<void>) {
  await migrateFrom(before);
  const [seller] = await db
    .insert(customers)
    .values({ nickname: 'seller', invitationCode: 'REGIONS09' })
    .returning({ id: customers.id });
  await db.insert(expressEntries).values(
    CASES.map(([regions], i) => ({
      customerId: seller?.id as number,
      name: `rule ${i}`,
      regions,
      minCount: 1,
    })),
  );
  await migrateFrom(migrationsFolder);
  const rows = await db.select().from(expressEntries).orderBy(asc(expressEntries.id));
  return rows.map((row) => row.regions);
}

let before: string;

beforeAll(() => {
  // The migrations as they were before this one: 0009 and every later one dropped from the folder and the
  // journal (the migrator only applies migrations newer than the last applied, so a later one left in would
  // keep 0009 from ever running).
  before = mkdtempSync(join(tmpdir(), 'nextland-migrations-'));
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  for (const entry of journal.entries.filter((e) => e.idx >= 9)) rmSync(join(before, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((entry) => entry.idx < 9);
  writeFileSync(journalPath, JSON.stringify(journal));
});
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration 0009: region names become region codes', () => {
  const expected = CASES.map(([, after]) => after);

  it('converts zh-cn, zh-tw and en names, with or without suffixes, and keeps what matches nothing (PGlite)', async () => {
    const client = await emptyPglite();
    try {
      const db = drizzlePglite({ client, schema });
      const regions = await convert(db as unknown as Db, (folder) =>
        migratePglite(db, { migrationsFolder: folder }),
      );
      expect(regions).toEqual(expected);
    } finally {
      await client.close();
    }
  });

  it.skipIf(!postgresServer)('does the same on PostgreSQL', async () => {
    const scratch = await createPostgresScratch('regions');
    const client = new pg.Client({ connectionString: postgresDatabaseUrl(scratch.name) });
    await client.connect();
    try {
      const db = drizzleNodePg({ client, schema });
      const regions = await convert(db as unknown as Db, (folder) =>
        migrateNodePg(db, { migrationsFolder: folder }),
      );
      expect(regions).toEqual(expected);
    } finally {
      await client.end();
      await scratch.drop();
    }
  });
});
