import autocannon from 'autocannon';
import { cpuMs, pidListeningOn } from './process-cpu.js';

export type LoadResult = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Mean latency in ms with decimals (autocannon's percentiles are whole milliseconds). */
  mean: number;
  non2xx: number;
  /** CPU ms per request of the processes listening on `cpuPorts`, over the measured run (null: unknown). */
  cpuPerRequest: (number | null)[];
};

export type LoadTarget = {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Local ports whose server processes' CPU time per request is reported (Linux /proc). */
  cpuPorts?: string[];
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
  const pids = (target.cpuPorts ?? []).map(pidListeningOn);
  const before = pids.map((pid) => (pid ? cpuMs(pid) : null));
  const result = await autocannon({ ...options, duration: seconds });
  const cpuPerRequest = pids.map((pid, i) => {
    const start = before[i];
    if (!pid || start == null || result.requests.total === 0) return null;
    return (cpuMs(pid) - start) / result.requests.total;
  });
  if (result.errors > 0) throw new Error(`${target.name}: ${result.errors} connection errors`);
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    non2xx: result.non2xx,
    cpuPerRequest,
  };
}
