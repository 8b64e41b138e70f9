import { gzipSync } from 'node:zlib';

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
