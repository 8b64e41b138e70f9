import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Source text of a document (as written in `graphql(`…`)`) → its DocumentNode as JSON. */
export type DocumentTable = Map<string, string>;

// graphql.ts: `export const GoodsListPageDocument = {"kind":"Document",…} as unknown as DocumentNode<…>;`
const DOCUMENT_EXPORT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;
// gql.ts, the runtime lookup table: `    "\n  query GoodsListPage…": types.GoodsListPageDocument,`
const TABLE_ENTRY = /^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
// `graphql(`…`)` with a plain template: `$` starts GraphQL variables, only `${` would be an interpolation
// (which codegen does not allow in documents either).
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g;

/** Reads the client preset's output: which document each `graphql()` source text stands for. */
export function documentTable(gqlSource: string, graphqlSource: string): DocumentTable {
  const nodes = new Map<string, string>();
  for (const [, name, json] of graphqlSource.matchAll(DOCUMENT_EXPORT))
    if (name && json) nodes.set(name, json);
  const table: DocumentTable = new Map();
  for (const [, key, name] of gqlSource.matchAll(TABLE_ENTRY)) {
    const node = name && nodes.get(name);
    if (key && node) table.set(JSON.parse(key) as string, node);
  }
  return table;
}

/** Replaces each `graphql(`…`)` call with its DocumentNode literal; throws on text codegen has not seen. */
export function inlineDocuments(code: string, table: DocumentTable, file: string): string | null {
  if (!code.includes('graphql(')) return null;
  let changed = false;
  const out = code.replace(GRAPHQL_CALL, (_call, source: string) => {
    const node = table.get(source);
    if (!node)
      throw new Error(`${file}: a graphql() document is not in the generated code; run npm run codegen`);
    changed = true;
    return `(${node})`;
  });
  return changed ? out : null;
}

/**
 * Production builds put each GraphQL document where it is used. The client preset's `graphql()` looks documents
 * up in one table that references every document of the app (gql.ts → graphql.ts), so any page that ran one
 * query shipped all of them, the personal centre's included (~130 KB before gzip on every page). Inlining the
 * DocumentNode at the call site — what the preset's Babel plugin does, minus its import of that one big module
 * — lets each document ride in the chunk of the feature that uses it. Types still come from `graphql()`.
 */
export function inlineDocumentsPlugin(generatedDir: string): Plugin {
  let table: DocumentTable | null = null;
  const generated = path.resolve(generatedDir);
  return {
    name: 'nextland:inline-graphql-documents',
    apply: 'build',
    // Before TypeScript is stripped, so the template text is exactly what codegen keyed the table by.
    enforce: 'pre',
    buildStart() {
      const read = (file: string) => readFileSync(path.join(generated, file), 'utf8');
      table = documentTable(read('gql.ts'), read('graphql.ts'));
    },
    transform(code, id) {
      if (!table || id.startsWith(generated) || id.includes('/node_modules/') || !/\.tsx?$/.test(id))
        return null;
      const out = inlineDocuments(code, table, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}
