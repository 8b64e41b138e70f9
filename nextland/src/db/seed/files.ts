import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export type SeedFile = { path: string; content: string };

/** Writes files under `root`, a few at a time so thousands of small files stay quick without exhausting handles. */
export async function writeSeedFiles(root: string, files: SeedFile[], concurrency = 32): Promise<void> {
  const dirs = new Set(files.map((file) => dirname(join(root, file.path))));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  for (let i = 0; i < files.length; i += concurrency) {
    await Promise.all(
      files.slice(i, i + concurrency).map((file) => writeFile(join(root, file.path), file.content)),
    );
  }
}
