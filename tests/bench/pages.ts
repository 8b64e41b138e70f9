// Issue 8's page bench: the 10-card `/en/goods` page rendered uncached and from the render cache, a bare
// node:http server answering the same HTML, and the BFF's goods list query against the REST call behind it;
// then the 12-card `/en/opus` (works) page measured the same way.
// Web, BFF and the bare server run on the front core; nextland and this process (autocannon) on the other.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { GoodsListPageDocument, OpusListPageDocument } from '../../web/src/graphql/generated/graphql.js';
import { type LoadResult, measure } from './load.js';

const benchDir = fileURLToPath(new URL('.', import.meta.url));

/** Nuxt 4 on the same page and setup, from issue 8's table (req/s). */
const NUXT_REFERENCE = 259;

export const PAGE_TARGETS = {
  uncachedRps: 130,
  uncachedP99Ms: 300,
  cachedRps: 1000,
  bffOverRest: 0.6,
} as const;

export type PageBenchInput = {
  /** Web server with the render cache on (the default). */
  webUrl: string;
  /** Web server started with RENDER_CACHE=off: every request renders. */
  uncachedWebUrl: string;
  bffUrl: string;
  nextlandUrl: string;
  /** Cores for the bare server (`taskset -c`), or undefined when not pinning. */
  frontCpu: string | undefined;
  scratchDir: string;
  seconds: number;
  connections: number;
};

const basic = `Basic ${Buffer.from(
  `${process.env.NEXTLAND_CLIENT_ID ?? 'nextland-web'}:${process.env.NEXTLAND_CLIENT_SECRET ?? 'nextland-web-secret'}`,
).toString('base64')}`;

/** The goods page's own first-page query, so the BFF figure is what a page render asks for. */
function goodsListBody(): string {
  return JSON.stringify({
    operationName: 'GoodsListPage',
    query: print(GoodsListPageDocument),
    variables: { filter: { sort: 'NEWEST' }, first: 10 },
  });
}

/** The works page's own first-page query (web/src/features/opus: 12 cards, newest first). */
function opusListBody(): string {
  return JSON.stringify({
    operationName: 'OpusListPage',
    query: print(OpusListPageDocument),
    variables: { filter: { sort: 'NEWEST' }, first: 12 },
  });
}

function line(r: LoadResult, extra = ''): string {
  return `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  non-2xx ${r.non2xx}${extra}`;
}

function ms(value: number | null | undefined): string {
  return value == null ? '? ms' : `${value.toFixed(2)} ms`;
}

function verdict(ok: boolean): string {
  return ok ? 'meets' : 'MISSES';
}

export async function benchPages(input: PageBenchInput): Promise<string[]> {
  const { seconds, connections } = input;
  const page = '/en/goods';
  const html = await (await fetch(`${input.uncachedWebUrl}${page}`)).text();
  if (!html.includes('data-goods-id') && !html.includes('/goods/details')) {
    throw new Error(`${page} rendered without goods cards; is the demo seed in the database?`);
  }
  const bare = await startBareProcess(html, input);
  try {
    const run = (name: string, url: string, extra: Partial<Parameters<typeof measure>[0]> = {}) =>
      measure({ name, url, ...extra }, seconds, connections);
    const port = (url: string) => new URL(url).port;
    const [webPort, uncachedPort, bffPort, nextlandPort] = [
      input.webUrl,
      input.uncachedWebUrl,
      input.bffUrl,
      input.nextlandUrl,
    ].map(port) as [string, string, string, string];
    const ceiling = await run('bare node:http (same HTML)', bare.url);
    const uncached = await run(`uncached SSR ${page}`, `${input.uncachedWebUrl}${page}`, {
      cpuPorts: [uncachedPort, bffPort, nextlandPort],
    });
    const cached = await run(`cached anonymous ${page}`, `${input.webUrl}${page}`, { cpuPorts: [webPort] });
    const rest = await run(
      'REST goods cursor page (nextland)',
      `${input.nextlandUrl}/nextland-site/api/framework/v1/site/homepage/goods/cursor-page?size=10&sort=newest&lang=en`,
      { headers: { authorization: basic }, cpuPorts: [nextlandPort] },
    );
    const bff = await run('BFF GoodsListPage query', `${input.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: goodsListBody(),
      cpuPorts: [bffPort, nextlandPort],
    });
    const opus = await benchOpus(input, run, { webPort, uncachedPort, bffPort, nextlandPort });
    const [webCpu, bffCpu, nextlandCpu] = uncached.cpuPerRequest;
    const frontCpu = webCpu != null && bffCpu != null ? webCpu + bffCpu : null;

    const uncachedOk = uncached.rps >= PAGE_TARGETS.uncachedRps && uncached.p99 < PAGE_TARGETS.uncachedP99Ms;
    const cachedOk = cached.rps >= PAGE_TARGETS.cachedRps;
    const bffRatio = bff.rps / Math.max(rest.rps, 0.001);
    const perBare = (rps: number) => (rps / Math.max(ceiling.rps, 0.001)).toFixed(4);
    return [
      `== Pages (issue 8): web + BFF on cpu ${input.frontCpu ?? '(not pinned)'}, nextland + load generator on the other; ` +
        `${connections} connections, ${seconds} s after a 2 s warm-up ==`,
      line(ceiling),
      line(
        uncached,
        `  | target >= ${PAGE_TARGETS.uncachedRps} req/s and p99 < ${PAGE_TARGETS.uncachedP99Ms} ms: ` +
          `${(uncached.rps / PAGE_TARGETS.uncachedRps).toFixed(2)}x of the rate, ${verdict(uncachedOk)}`,
      ),
      `${''.padEnd(34)} as a share of bare node:http: ${perBare(uncached.rps)} ` +
        `(the target's ${PAGE_TARGETS.uncachedRps} req/s would be ${perBare(PAGE_TARGETS.uncachedRps)}, ` +
        `Nuxt's ${NUXT_REFERENCE} ${perBare(NUXT_REFERENCE)}; ${(uncached.rps / NUXT_REFERENCE).toFixed(2)}x Nuxt 4)`,
      `${''.padEnd(34)} CPU per page: web ${ms(webCpu)} + BFF ${ms(bffCpu)} = ${ms(frontCpu)} on the front core ` +
        `(${frontCpu ? (1000 / frontCpu).toFixed(0) : '?'} req/s if it had the core to itself; ` +
        `${PAGE_TARGETS.uncachedRps} req/s needs <= ${(1000 / PAGE_TARGETS.uncachedRps).toFixed(1)} ms), nextland ${ms(nextlandCpu)}`,
      line(
        cached,
        `  | target >= ${PAGE_TARGETS.cachedRps} req/s: ${(cached.rps / PAGE_TARGETS.cachedRps).toFixed(2)}x, ` +
          `${verdict(cachedOk)}; ${perBare(cached.rps)} of bare; web CPU ${ms(cached.cpuPerRequest[0])} per request`,
      ),
      line(rest, `  | nextland CPU ${ms(rest.cpuPerRequest[0])} per request`),
      line(
        bff,
        `  | BFF/REST ${bffRatio.toFixed(2)}x (target >= ${PAGE_TARGETS.bffOverRest}x), ` +
          `${verdict(bffRatio >= PAGE_TARGETS.bffOverRest)}; BFF CPU ${ms(bff.cpuPerRequest[0])} per query, nextland ${ms(bff.cpuPerRequest[1])}`,
      ),
      ...opus,
    ];
  } finally {
    await bare.stop();
  }
}

type Run = (name: string, url: string, extra?: Partial<Parameters<typeof measure>[0]>) => Promise<LoadResult>;
type Ports = { webPort: string; uncachedPort: string; bffPort: string; nextlandPort: string };

/** `/en/opus` the way `/en/goods` is measured: uncached and cached SSR, its REST page and its BFF query. */
async function benchOpus(input: PageBenchInput, run: Run, ports: Ports): Promise<string[]> {
  const page = '/en/opus';
  const html = await (await fetch(`${input.uncachedWebUrl}${page}`)).text();
  if (!html.includes('/opus/details')) {
    throw new Error(`${page} rendered without work cards; is the demo seed in the database?`);
  }
  const uncached = await run(`uncached SSR ${page}`, `${input.uncachedWebUrl}${page}`, {
    cpuPorts: [ports.uncachedPort, ports.bffPort, ports.nextlandPort],
  });
  const cached = await run(`cached anonymous ${page}`, `${input.webUrl}${page}`, {
    cpuPorts: [ports.webPort],
  });
  const rest = await run(
    'REST works cursor page (nextland)',
    `${input.nextlandUrl}/nextland-site/api/framework/v1/site/homepage/opus/cursor-page?size=12&sort=newest&lang=en`,
    { headers: { authorization: basic }, cpuPorts: [ports.nextlandPort] },
  );
  const bff = await run('BFF OpusListPage query', `${input.bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'en' },
    body: opusListBody(),
    cpuPorts: [ports.bffPort, ports.nextlandPort],
  });
  const [webCpu, bffCpu] = uncached.cpuPerRequest;
  const frontCpu = webCpu != null && bffCpu != null ? webCpu + bffCpu : null;
  const uncachedOk = uncached.rps >= PAGE_TARGETS.uncachedRps && uncached.p99 < PAGE_TARGETS.uncachedP99Ms;
  const bffRatio = bff.rps / Math.max(rest.rps, 0.001);
  return [
    `-- ${page} (works), same setup --`,
    line(
      uncached,
      `  | target as /en/goods: ${verdict(uncachedOk)}; CPU per page ${ms(frontCpu)} on the front core`,
    ),
    line(cached, `  | ${verdict(cached.rps >= PAGE_TARGETS.cachedRps)}`),
    line(rest, `  | nextland CPU ${ms(rest.cpuPerRequest[0])} per request`),
    line(bff, `  | BFF/REST ${bffRatio.toFixed(2)}x, ${verdict(bffRatio >= PAGE_TARGETS.bffOverRest)}`),
  ];
}

/** The bare server as a child process on the front core (it must not share this process's core). */
async function startBareProcess(
  html: string,
  input: PageBenchInput,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const file = join(input.scratchDir, 'goods.html');
  writeFileSync(file, html);
  const command = ['node', '--import', 'tsx', join(benchDir, 'bare-server-cli.ts'), file];
  const [bin, ...args] = input.frontCpu ? ['taskset', '-c', input.frontCpu, ...command] : command;
  const child: ChildProcess = spawn(bin as string, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', resolve);
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
