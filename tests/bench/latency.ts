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

/**
 * Two URLs timed in alternation, so drift on a shared machine (other processes, caches warming) falls on both
 * alike and their ratio means something.
 */
export async function pairedLatency(
  first: string,
  second: string,
  headers: Record<string, string>,
  samples = 31,
): Promise<[Latency, Latency]> {
  const a: Latency[] = [];
  const b: Latency[] = [];
  for (let i = 0; i < samples; i++) {
    a.push(await sequentialLatency(first, headers, 1, i === 0 ? 5 : 0));
    b.push(await sequentialLatency(second, headers, 1, i === 0 ? 5 : 0));
  }
  return [summarise(a.map((l) => l.p50)), summarise(b.map((l) => l.p50))];
}

function summarise(times: number[]): Latency {
  const sorted = [...times].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p90: at(0.9), samples: sorted.length };
}
