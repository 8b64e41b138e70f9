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
  'auction/bid-write.ts → auction_lots',
  'auction/bid-write.ts → goods',
  'auction/close.ts → auction_lots',
  'auction/paid.ts → auction_lots',
  'auction/release.ts → auction_lots',
  'auction/release.ts → goods',
  'auction/timers.ts → auction_lots',
  'auction/unpaid.ts → auction_lots',
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
  // Found once writes through an alias were followed (`itemTables[kind]`): the seller's moves on goods and works.
  'selling/items.ts → goods',
  'selling/items.ts → works',
  'selling/lot-drafts.ts → goods',
  'selling/moves.ts → goods',
  'selling/moves.ts → works',
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

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** The identifiers a write is made on: `.insert(x)`, `.update(x)`, `.delete(x)`, `transition(tx, m, x, …)`. */
function writeTargets(text: string): string[] {
  const targets = [
    ...text.matchAll(/\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*[),]/g),
    ...text.matchAll(/\btransition(?:All)?\([^,]+,[^,]+,\s*([A-Za-z_$][\w$]*)\s*,/g),
  ];
  return [...new Set(targets.map((match) => match[1] ?? ''))];
}

/**
 * What a local name may stand for, as identifiers: the right side of `const name = …`, the list of
 * `for (const name of …)`, a parameter's type (`name: ItemTable`), and — one level down — the definitions of
 * the names those mention in the module (`itemTables[kind]` → `{ goods, opus: works }`; `typeof goods`).
 * A write through an alias (`const item = line.goodsId ? goods : works; tx.update(item)`) is still a write.
 */
function aliasesOf(name: string, text: string, moduleText: string): string[] {
  const n = literally(name);
  const expressions = [
    ...text.matchAll(new RegExp(`(?:const|let)\\s+${n}\\s*=\\s*([^;]+);`, 'g')),
    ...text.matchAll(new RegExp(`for\\s*\\(\\s*const\\s+${n}\\s+of\\s+([^)]+)\\)`, 'g')),
    ...text.matchAll(new RegExp(`\\b${n}\\s*:\\s*([\\w$.[\\]()| ]+)[,)=]`, 'g')),
  ].map((match) => match[1] ?? '');
  const direct = expressions.flatMap((expression) => expression.match(IDENTIFIER) ?? []);
  const nested = direct.flatMap((word) =>
    [
      ...moduleText.matchAll(
        new RegExp(`(?:const|type)\\s+${literally(word)}\\s*(?::[^=]+)?=\\s*([^;]+);`, 'g'),
      ),
    ].flatMap((match) => match[1]?.match(IDENTIFIER) ?? []),
  );
  const nestedTwice = nested.flatMap((word) =>
    [...moduleText.matchAll(new RegExp(`const\\s+${literally(word)}\\s*=\\s*([^;]+);`, 'g'))].flatMap(
      (match) => match[1]?.match(IDENTIFIER) ?? [],
    ),
  );
  return [...new Set([...direct, ...nested, ...nestedTwice])];
}

/** Every `writer → table` of a module on a table another module owns. */
function crossWrites(tables: Owner[]): string[] {
  const writes = new Set<string>();
  for (const module of readdirSync(modulesDir)) {
    const files = sourceFiles(join(modulesDir, module));
    const moduleText = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const targets = writeTargets(text);
      const written = new Set(targets.flatMap((target) => [target, ...aliasesOf(target, text, moduleText)]));
      for (const table of tables) {
        if (table.module === module) continue;
        const sql = new RegExp(
          `\\b(insert\\s+into|update|delete\\s+from)\\s+"?${literally(table.sqlName)}"?\\b(?!\\s*\\.)`,
          'i',
        );
        // A Drizzle write names the table's export (or an alias of it), imported from the owner into the module;
        // raw SQL names the table.
        const importsIt = new RegExp(
          `import[^;]*\\b${literally(table.exportName)}\\b[^;]*from '\\.\\./${table.module}/`,
        ).test(moduleText);
        if ((importsIt && written.has(table.exportName)) || sql.test(text)) {
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

  it('follows a write through a local alias, a loop variable and a map of tables', () => {
    const moduleText = 'export const itemTables = { goods, opus: works } as const;';
    const text = [
      'const item = line.goodsId !== null ? goods : works;',
      'await tx.update(item).set({});',
      'for (const rows of [likes, collects]) await tx.delete(rows).where(x);',
      'const table = itemTables[kind];',
      'await transition(tx, machine, table, { id, to });',
    ].join('\n');
    const targets = writeTargets(text);
    expect(targets).toEqual(['item', 'rows', 'table']);
    expect(aliasesOf('item', text, moduleText)).toEqual(expect.arrayContaining(['goods', 'works']));
    expect(aliasesOf('rows', text, moduleText)).toEqual(expect.arrayContaining(['likes', 'collects']));
    expect(aliasesOf('table', text, moduleText)).toEqual(expect.arrayContaining(['goods', 'works']));
  });

  it('no module writes another module’s table, beyond the known ones (which may only go)', async () => {
    const found = crossWrites(await owners());
    const added = found.filter((write) => !KNOWN.includes(write));
    const fixed = KNOWN.filter((write) => !found.includes(write));
    expect(added, 'new writes to another module’s table: call the owner’s service instead').toEqual([]);
    expect(fixed, 'these no longer write another module’s table: remove them from KNOWN').toEqual([]);
  });
});
