// Each table is written only by the module that owns it (issue 26): the module whose schema.ts defines it.
// Reads may cross (a module's read model may join another's tables); writes go through the owner's service.
// This test reads every module's source and finds its writes — Drizzle's insert/update/delete and
// transition()/transitionAll() on a table, and raw SQL `insert into` / `update` / `delete from` — and fails on a
// write to another module's table that is not in the list below. The list is what is left from before the rule:
// it may only shrink (a fixed one must be removed from it, the test says so).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

const modulesDir = join(import.meta.dirname, 'modules');

/** Writes from before the rule, as `writer → table`: to be moved behind the owner's service, then removed. */
const KNOWN: readonly string[] = [
  'account/service.ts → customers',
  'after-sale/moves.ts → library_items',
  'auction/bid-write.ts → auction_lots',
  'auction/bid-write.ts → goods',
  'auction/close.ts → auction_lots',
  'auction/paid.ts → auction_lots',
  'auction/release.ts → auction_lots',
  'auction/release.ts → goods',
  'auction/timers.ts → auction_lots',
  'auction/unpaid.ts → auction_lots',
  'order/editions.ts → library_items',
  'order/editions.ts → works',
  'order/moves.ts → goods',
  'order/sales.ts → goods',
  'reaction/targets.ts → goods',
  'reaction/targets.ts → works',
  'selling/draft-store.ts → goods_images',
  'selling/draft-store.ts → goods_translations',
  'selling/draft-store.ts → work_images',
  'selling/draft-store.ts → work_translations',
  'selling/drafts.ts → goods',
  'selling/drafts.ts → works',
  'selling/lot-drafts.ts → goods',
  'selling/moves.ts → cart_lines',
  'selling/selling-helpers.ts → customers',
  'selling/selling-helpers.ts → goods',
  'selling/selling-helpers.ts → goods_images',
  'selling/selling-helpers.ts → work_images',
  'selling/selling-helpers.ts → works',
  'verification/review.ts → customers',
];

type Owner = { module: string; exportName: string; sqlName: string };

async function owners(): Promise<Owner[]> {
  const found: Owner[] = [];
  for (const module of readdirSync(modulesDir)) {
    let schema: Record<string, unknown>;
    try {
      schema = await import(join(modulesDir, module, 'schema.js'));
    } catch {
      continue;
    }
    for (const [exportName, value] of Object.entries(schema)) {
      if (is(value, PgTable)) found.push({ module, exportName, sqlName: getTableName(value) });
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every `writer → table` of a module on a table another module owns. */
function crossWrites(tables: Owner[]): string[] {
  const writes = new Set<string>();
  for (const module of readdirSync(modulesDir)) {
    for (const file of sourceFiles(join(modulesDir, module))) {
      const text = readFileSync(file, 'utf8');
      for (const table of tables) {
        if (table.module === module) continue;
        const name = literally(table.exportName);
        const drizzle = new RegExp(
          `\\.(insert|update|delete)\\(\\s*${name}\\s*\\)|transition(All)?\\([^,]+,[^,]+,\\s*${name}\\s*,`,
        );
        const sql = new RegExp(
          `\\b(insert\\s+into|update|delete\\s+from)\\s+"?${literally(table.sqlName)}"?\\b(?!\\s*\\.)`,
          'i',
        );
        // A Drizzle write names the table's export, imported from the owner; raw SQL names the table.
        const importsIt = new RegExp(`import[^;]*\\b${name}\\b[^;]*from '\\.\\./${table.module}/`).test(text);
        if ((importsIt && drizzle.test(text)) || sql.test(text)) {
          writes.add(`${module}/${file.slice(join(modulesDir, module).length + 1)} → ${table.sqlName}`);
        }
      }
    }
  }
  return [...writes].sort();
}

describe('table ownership', () => {
  it('finds the tables and their owners', async () => {
    const tables = await owners();
    expect(tables.length).toBeGreaterThan(30);
    expect(tables.find((table) => table.sqlName === 'payments')?.module).toBe('purchase');
    expect(tables.find((table) => table.sqlName === 'checkouts')?.module).toBe('purchase');
  });

  it('no module writes another module’s table, beyond the known ones (which may only go)', async () => {
    const found = crossWrites(await owners());
    const added = found.filter((write) => !KNOWN.includes(write));
    const fixed = KNOWN.filter((write) => !found.includes(write));
    expect(added, 'new writes to another module’s table: call the owner’s service instead').toEqual([]);
    expect(fixed, 'these no longer write another module’s table: remove them from KNOWN').toEqual([]);
  });
});
