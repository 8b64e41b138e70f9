import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, MESSAGE_DIR } from './locales.js';
import { loadMessageGroup, MESSAGE_GROUPS } from './message-groups.js';

const LOCALES_DIR = fileURLToPath(new URL('../../../../locales/', import.meta.url));
const SOURCE = 'en';
const localeDirs = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
// Every namespace file found in any locale folder, so a file added to one locale only is caught too.
const namespaceFiles = [
  ...new Set(
    localeDirs.flatMap((dir) => readdirSync(`${LOCALES_DIR}${dir}`).filter((f) => f.endsWith('.json'))),
  ),
].sort();

type Messages = { [key: string]: string | Messages };

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function load(dir: string, file: string): Map<string, string> | null {
  try {
    return flatten(JSON.parse(readFileSync(`${LOCALES_DIR}${dir}/${file}`, 'utf8')) as Messages);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Keys written twice in one object of a file: JSON.parse keeps the last one silently, so a merge that leaves
 * an old line below a new one ships the old text. Scans the text, tracking the object each key is in.
 */
function duplicateKeys(text: string): string[] {
  const stack: Set<string>[] = [];
  const found: string[] = [];
  // Every string is matched whole (so braces inside values such as "{{count}}" are skipped); a string
  // followed by a colon is a key.
  for (const [token, key, colon] of text.matchAll(/"((?:[^"\\]|\\.)*)"(\s*:)?|[{}]/g)) {
    if (token === '{') stack.push(new Set());
    else if (token === '}') stack.pop();
    else if (colon) {
      const keys = stack.at(-1);
      if (keys?.has(key ?? '')) found.push(key ?? '');
      keys?.add(key ?? '');
    }
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('has exactly one folder per supported locale', () => {
    expect(localeDirs).toEqual(Object.values(MESSAGE_DIR).sort());
  });

  it.each(LOCALES)('%s: every namespace file is in exactly one message chunk', async (locale) => {
    const groups = await Promise.all(MESSAGE_GROUPS.map((group) => loadMessageGroup(locale, group)));
    const bundled = groups.flatMap((namespaces) => Object.keys(namespaces)).sort();
    expect(bundled).toEqual(namespaceFiles.map((file) => file.replace(/\.json$/, '')));
  });
});

describe.each(localeDirs)('%s files have no key written twice', (dir) => {
  it.each(readdirSync(`${LOCALES_DIR}${dir}`).filter((f) => f.endsWith('.json')))('%s', (file) => {
    expect(duplicateKeys(readFileSync(`${LOCALES_DIR}${dir}/${file}`, 'utf8'))).toEqual([]);
  });
});

describe.each(namespaceFiles)('%s has the same keys in every locale as en', (file) => {
  const source = load(SOURCE, file);

  it.each(localeDirs.filter((dir) => dir !== SOURCE))('%s', (dir) => {
    expect(source, `locales/${SOURCE}/${file} is missing`).not.toBeNull();
    const target = load(dir, file);
    expect(target, `locales/${dir}/${file} is missing`).not.toBeNull();
    if (!source || !target) return;
    const missing = [...source.keys()].filter((key) => !target.has(key));
    const extra = [...target.keys()].filter((key) => !source.has(key));
    expect(missing, `keys missing from locales/${dir}/${file}`).toEqual([]);
    expect(extra, `keys in locales/${dir}/${file} that en does not have`).toEqual([]);
    for (const [key, text] of target) {
      expect(text.trim(), `locales/${dir}/${file} ${key} is empty`).not.toBe('');
      expect(placeholders(text), `locales/${dir}/${file} ${key} placeholders`).toEqual(
        placeholders(source.get(key) ?? ''),
      );
    }
  });
});
