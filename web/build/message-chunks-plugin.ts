import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

export const MESSAGE_CHUNKS_ID = 'virtual:nextland/message-chunks';
const RESOLVED_ID = `\0${MESSAGE_CHUNKS_ID}`;
// src/lib/i18n/messages/<dir>.ts and <dir>-personal.ts, e.g. `en`, `zh-CN-personal`.
const MESSAGE_MODULE = /\/src\/lib\/i18n\/messages\/([\w-]+)\.ts$/;
// Beside latest.json (build-manifest-plugin.ts); public like the chunk names it lists.
const MAP_FILE = path.join('assets', 'builds', 'message-chunks.json');

/** `{ 'en': '/assets/chunks/chunk-….js', 'en-personal': … }`: the client chunk of each message module. */
export type MessageChunks = Record<string, string>;

type ChunkLike = { type: 'chunk' | 'asset'; fileName: string; facadeModuleId?: string | null };

/** Finds the message modules' chunks in a client bundle. */
export function messageChunksOf(bundle: Record<string, ChunkLike>, base = '/'): MessageChunks {
  const chunks: MessageChunks = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.facadeModuleId) continue;
    const name = MESSAGE_MODULE.exec(output.facadeModuleId)?.[1];
    if (name) chunks[name] = base + output.fileName;
  }
  return chunks;
}

/**
 * `virtual:nextland/message-chunks` tells the server which client chunk holds each locale's messages, so
 * +Head can `modulepreload` the page's own: hydration then waits on no extra round trip. Vike builds the
 * client bundle first (in a separate Vite build, so through a file rather than memory); the server bundle
 * inlines the map. In development, and in the client bundle itself, the map is empty: no preload, and the
 * dynamic import works the same.
 */
export function messageChunksPlugin(): Plugin {
  let building = false;
  let mapFile = '';
  let base = '/';
  return {
    name: 'nextland:message-chunks',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
      const clientOutDir = config.environments.client?.build.outDir ?? 'dist/client';
      mapFile = path.resolve(config.root, clientOutDir, MAP_FILE);
    },
    resolveId(id) {
      return id === MESSAGE_CHUNKS_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!building || this.environment?.name === 'client') return 'export default {};';
      if (!existsSync(mapFile)) {
        this.error(`${mapFile} is missing: the client bundle must be built before the server bundle`);
      }
      return `export default ${readFileSync(mapFile, 'utf8')};`;
    },
    async writeBundle(options, bundle) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      const file = path.join(options.dir, MAP_FILE);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(messageChunksOf(bundle, base))}\n`);
    },
  };
}
