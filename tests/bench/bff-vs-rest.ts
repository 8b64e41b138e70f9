import { measure } from './load.js';

const basic = `Basic ${Buffer.from(
  `${process.env.NEXTLAND_CLIENT_ID ?? 'nextland-web'}:${process.env.NEXTLAND_CLIENT_SECRET ?? 'nextland-web-secret'}`,
).toString('base64')}`;

const goodsQuery = `query BenchGoods($size: Int) {
  goodsPage(page: { current: 1, size: $size }) {
    records { id title price { amount currency } cover { url width height alt } seller { id nickname } }
    pageInfo { total hasNext }
  }
}`;

function graphqlBody(size: number): string {
  return JSON.stringify({ query: goodsQuery, variables: { size } });
}

/** How many upstream calls one BFF goods query makes, read from the BFF's `x-upstream-calls` header. */
async function upstreamCalls(bffUrl: string, size: number): Promise<string> {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: graphqlBody(size),
  });
  await response.arrayBuffer();
  return response.headers.get('x-upstream-calls') ?? 'unknown';
}

export async function measureBffAgainstRest(
  bffUrl: string,
  nextlandUrl: string,
): Promise<{ lines: string[] }> {
  const lines: string[] = [];
  for (const size of [10, 50]) {
    const rest = await measure(
      {
        name: `REST goods page size ${size}`,
        url: `${nextlandUrl}/nextland-site/api/framework/v1/site/homepage/goods/page?current=1&size=${size}&lang=zh-cn`,
        headers: { authorization: basic },
      },
      6,
      1,
    );
    const bff = await measure(
      {
        name: `BFF goodsPage size ${size}`,
        url: `${bffUrl}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: graphqlBody(size),
      },
      6,
      1,
    );
    lines.push(
      // Means, not p50s: at one or two milliseconds, whole-millisecond percentiles make the ratio 1x or 2x.
      `size ${size}: REST mean ${rest.mean.toFixed(2)} ms p99 ${rest.p99} ms | BFF mean ${bff.mean.toFixed(2)} ms p99 ${bff.p99} ms | ` +
        `BFF/REST mean ${(bff.mean / Math.max(rest.mean, 0.001)).toFixed(2)}x (target <= 1.5x) | ` +
        `upstream calls per query: ${await upstreamCalls(bffUrl, size)} (target <= 2)`,
    );
  }
  return { lines };
}
