import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMMUTABLE, REVALIDATE } from './cache-control.js';

/** Relative paths (with `/` separators) of every file under `dir`. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat();
}

/** Which built file answers a URL path: the file itself, or a prerendered `<path>/index.html`. */
export function resolveStaticFile(files: ReadonlySet<string>, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const relative = decoded.replace(/^\/+/, '');
  if (relative.split('/').includes('..')) return null;
  if (relative && files.has(relative)) return relative;
  const index = relative ? `${relative}/index.html` : 'index.html';
  return files.has(index) ? index : null;
}

export function staticCacheControl(file: string): string {
  // Vite puts content-hashed files under assets/; the build manifest keeps its name, so it revalidates.
  return file.startsWith('assets/') && !file.startsWith('assets/builds/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Production: serves `dist/client`. The file list is read once at start (the folder is immutable per
 * deploy), which also rules out path traversal. Prerendered pages are served from `<path>/index.html`
 * directly: no `/opus` → `/opus/` redirect, matching our no-trailing-slash URLs.
 */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string) {
  const files = new Set(await listFiles(clientDir));
  await app.register(fastifyStatic, { root: clientDir, serve: false });
  return function sendStatic(pathname: string, reply: FastifyReply): boolean {
    const file = resolveStaticFile(files, pathname);
    if (!file) return false;
    reply.header('cache-control', staticCacheControl(file));
    void reply.sendFile(file, { cacheControl: false });
    return true;
  };
}
