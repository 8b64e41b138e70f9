// Loads the GraphQL contract (schema/*.graphql) at runtime, from the same files codegen reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function loadTypeDefs(dir: string): string[] {
  if (!existsSync(dir)) throw new Error(`GraphQL schema folder not found: ${dir} (set BFF_SCHEMA_DIR)`);
  // base.graphql declares the root types the domain files extend, so it goes first.
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  if (files.length === 0) throw new Error(`No .graphql files in ${dir}`);
  return files.map((name) => readFileSync(join(dir, name), 'utf8'));
}
