// Each scenario's figures (exit times, failed requests, time to recover), printed and collected into
// test-results/faults-<database>.json for the release note.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { databaseKind } from './database.js';

const figures: Record<string, unknown> = {};

export function record(name: string, values: Record<string, unknown>): void {
  figures[name] = values;
  console.log(`[faults:${databaseKind}] ${name}: ${JSON.stringify(values)}`);
  const folder = join(import.meta.dirname, '..', '..', 'test-results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `faults-${databaseKind}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

export const rounded = (ms: number) => Math.round(ms);
