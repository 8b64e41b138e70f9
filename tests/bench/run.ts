// `npm run bench`: one run, figures as ratios (these machines are noisy, absolute numbers are not comparable).
// Starts the production builds on bench ports against a fresh embedded database, then measures.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runServices } from '../../scripts/lib/services.mjs';
import { startBareServer } from './bare-server.js';
import { measureBffAgainstRest } from './bff-vs-rest.js';
import { benchCatalogue, CATALOGUE_TITLE } from './catalogue.js';
import { firstLoadJsBytes } from './first-load-js.js';
import { printJobLatency } from './job-latency.js';
import { measure } from './load.js';

const ports = { nextland: '18280', bff: '14200', web: '13200' };
const scratch = mkdtempSync(join(tmpdir(), 'nextland-bench-'));
const stack = await runServices({
  ports,
  quiet: true,
  env: { SEED_ON_EMPTY: '1', PGLITE_DIR: join(scratch, 'pglite'), FILES_DIR: join(scratch, 'files') },
});
const web = `http://127.0.0.1:${ports.web}`;

try {
  const goodsHtml = await (await fetch(`${web}/goods`)).text();
  const bare = await startBareServer(goodsHtml);
  const ssr = await measure({ name: 'SSR /goods', url: `${web}/goods` });
  const prerendered = await measure({ name: 'prerendered /opus', url: `${web}/opus` });
  const ceiling = await measure({ name: 'bare node:http', url: bare.url });
  await bare.close();

  console.log('\n== Web throughput (10 connections, 8 s each) ==');
  for (const r of [ssr, prerendered, ceiling]) {
    console.log(
      `${r.name.padEnd(20)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  non-2xx ${r.non2xx}`,
    );
  }
  console.log(`SSR /goods vs prerendered: ${(ssr.rps / prerendered.rps).toFixed(3)}x throughput`);
  console.log(`SSR /goods vs node:http ceiling: ${(ssr.rps / ceiling.rps).toFixed(3)}x throughput`);

  const bff = await measureBffAgainstRest(
    `http://127.0.0.1:${ports.bff}`,
    `http://127.0.0.1:${ports.nextland}`,
  );
  console.log('\n== BFF goods query vs direct REST (1 connection, sequential) ==');
  for (const line of bff.lines) console.log(line);

  console.log('\n== First-load JavaScript (gzip) ==');
  const firstGoods = await firstGoodsId(`http://127.0.0.1:${ports.bff}`);
  for (const path of ['/', '/goods', `/goods/details?id=${firstGoods}`, '/opus']) {
    const { files, gzipBytes } = await firstLoadJsBytes(web, path);
    const target = path.startsWith('/goods') ? ' (target <= 150 KB, issue 8)' : '';
    console.log(
      `${path.padEnd(28)} ${(gzipBytes / 1024).toFixed(1).padStart(7)} KB in ${files} files${target}`,
    );
  }
} finally {
  await stack.stop();
}

// Its own nextland on PostgreSQL with a million goods (seeded once, then reused).
console.log(`\n== ${CATALOGUE_TITLE} ==`);
for (const line of await benchCatalogue()) console.log(line);

// In-process, after the stack has stopped, so the services' load does not colour it.
await printJobLatency();
// Keep-alive sockets from the load generator must not hold the process open.
process.exit(0);

async function firstGoodsId(bffUrl: string): Promise<string> {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ goodsPage(page: { size: 1 }) { records { id } } }' }),
  });
  const body = (await response.json()) as { data: { goodsPage: { records: { id: string }[] } } };
  const id = body.data.goodsPage.records[0]?.id;
  if (!id) throw new Error('no goods to benchmark');
  return id;
}
