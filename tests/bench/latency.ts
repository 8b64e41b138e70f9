// Sequential latency of one request at a time (what one person waits for), as opposed to load.ts's
// throughput under concurrent connections.

export type Latency = { p50: number; p90: number; samples: number };

/** Warms the URL up, then times `samples` sequential requests; every answer must be a 200. */
export async function sequentialLatency(
  url: string,
  headers: Record<string, string>,
  samples = 31,
  warmup = 5,
): Promise<Latency> {
  const times: number[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    if (i >= warmup) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p90: at(0.9), samples };
}
