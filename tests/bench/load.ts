import autocannon from 'autocannon';

export type LoadResult = { name: string; rps: number; p50: number; p99: number; non2xx: number };

export type LoadTarget = {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

/** Warms a target up, then measures it with a fixed connection count for a fixed time. */
export async function measure(target: LoadTarget, seconds = 8, connections = 10): Promise<LoadResult> {
  const options = {
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.errors > 0) throw new Error(`${target.name}: ${result.errors} connection errors`);
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}
