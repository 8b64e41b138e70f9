// A copy of the migrations folder as it was before one migration: it and every later one dropped from the folder
// and the journal (the migrator only applies migrations newer than the last applied, so a later one left in
// would keep it from ever running). Migration tests migrate to this, write data the old way, then migrate up.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../db/migrate.js';

/** The folder before the migration whose tag ends with `tagSuffix` (`_one_ledger`), and how to remove it. */
export function migrationsBefore(tagSuffix: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'nextland-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const self = journal.entries.find((entry) => entry.tag.endsWith(tagSuffix));
  if (!self) throw new Error(`no migration named *${tagSuffix}`);
  for (const entry of journal.entries.filter((e) => e.idx >= self.idx))
    rmSync(join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((entry) => entry.idx < self.idx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
