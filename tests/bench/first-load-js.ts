import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { catalogueGoodsPaths } from './catalogue-pages.js';

const scriptPattern = /<script[^>]+src="([^"]+)"/g;
const preloadPattern =
  /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g;

/** Every script a first visit loads before interaction: entry scripts plus module preloads, gzipped. */
export async function firstLoadJsBytes(
  origin: string,
  path: string,
): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(new URL(path, origin))).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(scriptPattern)) if (match[1]) urls.add(match[1]);
  for (const match of html.matchAll(preloadPattern)) {
    const href = match[1] ?? match[2];
    if (href) urls.add(href);
  }
  let gzipBytes = 0;
  for (const url of urls) {
    const response = await fetch(new URL(url, origin));
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    gzipBytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return { files: urls.size, gzipBytes };
}

/**
 * Standalone, against any running web server: `npx tsx bench/first-load-js.ts http://127.0.0.1:3000`.
 * Measures the catalogue in two locales: the goods list, a fixed-price goods page and a live lot's page.
 */
async function main(origin: string) {
  const { goods, lot } = await catalogueGoodsPaths(origin);
  for (const path of ['/', '/goods', '/en/goods', '/opus', goods, `/en${goods}`, lot, `/en${lot}`]) {
    const { files, gzipBytes } = await firstLoadJsBytes(origin, path);
    console.log(`${path.padEnd(28)} ${(gzipBytes / 1024).toFixed(1).padStart(7)} KB in ${files} files`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv[2] ?? 'http://127.0.0.1:3000');
}
