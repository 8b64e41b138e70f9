// Catalogue at scale (issue 7, decision 0006): nextland's goods list over HTTP on PostgreSQL with a million
// goods. p50 of one request at a time for the first page of every filter × sort, page 1,000 by cursor, and
// keyword searches; each should stay under 20 ms, and page 1,000 should cost what page 1 does.
// Part of `npm run bench`; alone: `npx tsx tests/bench/catalogue.ts` (needs `npm run build` first).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { benchServerUrl, prepareCatalogueDb } from './catalogue-db.js';
import { type Latency, pairedLatency, sequentialLatency } from './latency.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const GOODS = 1_000_000;
// BENCH_CATALOGUE_PORT when another run holds the default.
const PORT = process.env.BENCH_CATALOGUE_PORT ?? '18289';
const BASE = `http://127.0.0.1:${PORT}/nextland-site/api/framework/v1/site/homepage/goods`;
const CATEGORIES = `http://127.0.0.1:${PORT}/nextland-site/api/framework/v1/site/category/list`;
const TARGET_MS = 20;
const headers = {
  authorization: `Basic ${Buffer.from(
    `${process.env.NEXTLAND_CLIENT_ID ?? 'nextland-web'}:${process.env.NEXTLAND_CLIENT_SECRET ?? 'nextland-web-secret'}`,
  ).toString('base64')}`,
};

const SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
const FILTERS: Record<string, string> = {
  'no filter': '',
  category: 'categoryId=3',
  'sale type': 'saleType=1',
  'category + sale type': 'categoryId=3&saleType=0',
};
const KEYWORDS: Record<string, string> = {
  'Chinese 2-char "茶盏"': '茶盏',
  'Chinese 2-char "山水"': '山水',
  'Chinese 4-char "青釉莲纹"': '青釉莲纹',
  'English "vase"': 'vase',
  'English "bronze deer"': 'bronze deer',
  // English versions of Chinese listings (one in five has one, decision 0024): the translation probe.
  'English translation "tea bowl"': 'tea bowl',
  'English translation "winter forest"': 'winter forest',
};

type Page = { data: { records: unknown[]; nextCursor: string | null; total: number; totalRelation: string } };

async function getPage(query: string): Promise<Page['data']> {
  const response = await fetch(`${BASE}/cursor-page?${query}`, { headers });
  if (!response.ok) throw new Error(`${query}: HTTP ${response.status}`);
  return ((await response.json()) as Page).data;
}

/** The cursor that opens page `n` (size 10), found by following nextCursor like a reader scrolling would. */
async function cursorOfPage(query: string, n: number): Promise<string> {
  let after = '';
  for (let page = 1; page < n; page++) {
    const { nextCursor } = await getPage(`size=10&${query}${after ? `&after=${after}` : ''}`);
    if (!nextCursor) throw new Error(`${query}: only ${page} pages`);
    after = encodeURIComponent(nextCursor);
  }
  return after;
}

function line(name: string, latency: Latency, extra = ''): string {
  const verdict = latency.p50 < TARGET_MS ? 'ok' : 'SLOW';
  return `${name.padEnd(44)} p50 ${latency.p50.toFixed(2).padStart(6)} ms  p90 ${latency.p90.toFixed(2).padStart(6)} ms  ${verdict}${extra}`;
}

async function startNextland(databaseUrl: string, filesDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'nextland/dist/server.js')], {
    cwd: join(root, 'nextland'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      FILES_DIR: filesDir,
      NEXTLAND_PORT: PORT,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`nextland exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${PORT}/health`).catch(() => null);
    if (ready?.ok) return child;
    await sleep(250);
  }
  throw new Error('nextland did not start within 60 s');
}

export async function benchCatalogue(): Promise<string[]> {
  const server = await benchServerUrl();
  if (!server) return ['skipped: no PostgreSQL (set BENCH_POSTGRES_URL or TEST_POSTGRES_URL)'];
  const filesDir = join(tmpdir(), 'nextland-bench-catalogue-files');
  mkdirSync(filesDir, { recursive: true });
  const databaseUrl = await prepareCatalogueDb(server, GOODS, filesDir);
  const nextland = await startNextland(databaseUrl, filesDir);
  const lines: string[] = [];
  try {
    const measure = (query: string) => sequentialLatency(`${BASE}/cursor-page?${query}`, headers);
    lines.push('-- first page (size 10) by cursor, each filter × sort');
    for (const [name, filter] of Object.entries(FILTERS)) {
      for (const sort of SORTS) {
        lines.push(line(`${name} / ${sort}`, await measure(`size=10&sort=${sort}&${filter}`)));
      }
    }
    // Auctions only: the sort implies the sale type.
    for (const filter of ['', 'categoryId=3']) {
      const name = `auctions${filter ? ' + category' : ''} / ending_soon`;
      lines.push(line(name, await measure(`size=10&sort=ending_soon&${filter}`)));
    }
    lines.push('-- page 1,000 by cursor vs page 1 (timed alternately)');
    for (const query of [
      'sort=newest',
      'sort=price_asc&categoryId=3',
      'sort=popular&saleType=1',
      'sort=ending_soon',
    ]) {
      const after = await cursorOfPage(query, 1000);
      const [first, deep] = await pairedLatency(
        `${BASE}/cursor-page?size=10&${query}`,
        `${BASE}/cursor-page?size=10&${query}&after=${after}`,
        headers,
      );
      const ratio = (deep.p50 / first.p50).toFixed(2);
      lines.push(
        line(`page 1000 ${query}`, deep, `  (page 1 p50 ${first.p50.toFixed(2)} ms, ratio ${ratio})`),
      );
    }
    lines.push('-- keyword search, first page (newest)');
    for (const [name, keyword] of Object.entries(KEYWORDS)) {
      const query = `size=10&keyword=${encodeURIComponent(keyword)}`;
      const { total, totalRelation } = await getPage(query);
      lines.push(
        line(name, await measure(query), `  (${totalRelation === 'EXACT' ? '' : '≥ '}${total} matches)`),
      );
    }
    lines.push("-- today's 10-item page (spec route, current/size)");
    const classic = await sequentialLatency(`${BASE}/page?current=1&size=10`, headers);
    const cursor = await measure('size=10');
    lines.push(line('page?current=1&size=10', classic, `  (cursor page 1: ${cursor.p50.toFixed(2)} ms)`));
    lines.push(
      line('page?current=50&size=10', await sequentialLatency(`${BASE}/page?current=50&size=10`, headers)),
    );
    lines.push('-- category chips (on-sale count per category, capped)');
    lines.push(line('category/list', await sequentialLatency(CATEGORIES, headers)));
  } finally {
    nextland.kill('SIGTERM');
    await new Promise((resolve) => nextland.once('exit', resolve));
  }
  return lines;
}

export const CATALOGUE_TITLE = `Catalogue at ${GOODS.toLocaleString('en')} goods (REST over HTTP, one request at a time, target p50 < ${TARGET_MS} ms)`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`\n== ${CATALOGUE_TITLE} ==`);
  for (const output of await benchCatalogue()) console.log(output);
}
