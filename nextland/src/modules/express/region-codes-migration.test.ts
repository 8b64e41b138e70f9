// Migration 0009 (decision 0016): region names stored before region codes become codes. The database is
// migrated up to 0008, entries are written the old way, then 0009 runs as it would on a deployed database.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate.js';
import * as schema from '../../db/schema.js';
import { customers } from '../customer/schema.js';
import { expressEntries } from './schema.js';

const MAINLAND = [
  '110000',
  '120000',
  '130000',
  '140000',
  '150000',
  '210000',
  '220000',
  '230000',
  '310000',
  '320000',
  '330000',
  '340000',
  '350000',
  '360000',
  '370000',
  '410000',
  '420000',
  '430000',
  '440000',
  '450000',
  '460000',
  '500000',
  '510000',
  '520000',
  '530000',
  '540000',
  '610000',
  '620000',
  '630000',
  '640000',
  '650000',
];

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

describe('migration 0009: region names become region codes', () => {
  let client: PGlite;
  let before: string;

  beforeAll(async () => {
    // The migrations as they were before this one: 0009 dropped from the folder and the journal.
    before = mkdtempSync(join(tmpdir(), 'nextland-migrations-'));
    cpSync(migrationsFolder, before, { recursive: true });
    rmSync(join(before, '0009_region_codes.sql'));
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag !== '0009_region_codes');
    writeFileSync(journalPath, JSON.stringify(journal));
    client = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm } });
  });
  afterAll(async () => {
    await client?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('converts zh-cn, zh-tw and en names, with or without suffixes, and keeps what matches nothing', async () => {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: before });
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

    await migrate(db, { migrationsFolder });

    const rows = await db.select().from(expressEntries).orderBy(asc(expressEntries.id));
    expect(rows.map((row) => row.regions)).toEqual(CASES.map(([, after]) => after));
  });
});
