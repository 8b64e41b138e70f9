// The buying bench's HTTP side: nextland's customer REST routes as the BFF calls them (the client's Basic
// credential plus the user's `ft-auth` token), timed from this process.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Buyer } from './buying-db.js';
import { cpuMs, pidListeningOn } from './process-cpu.js';

export const ORDER = '/nextland-customer/api/framework/v1/customer/order';
export const CART = '/nextland-customer/api/framework/v1/customer/cart/goods';

const basic = `Basic ${Buffer.from(
  `${process.env.NEXTLAND_CLIENT_ID ?? 'nextland-web'}:${process.env.NEXTLAND_CLIENT_SECRET ?? 'nextland-web-secret'}`,
).toString('base64')}`;

export type Reply<T = unknown> = {
  status: number;
  /** nextland's envelope code and message key text. */
  code: number;
  msg: string;
  data: T;
  ms: number;
};

/** Keep-alive sockets for `postLight`, as many as the most requests one bench keeps in flight. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * `rest`'s POST on node:http with kept-alive sockets: a load generator sharing nextland's core (the bench pins
 * both to one) must cost it little. `fetch` took 1.8 ms of CPU per request here, more than nextland's own
 * answer (issue 13's hot lot: 50 bidders, 250-350 answers a second); this takes a fraction of that.
 */
export function postLight<T = unknown>(
  nextlandUrl: string,
  token: string,
  path: string,
  body: unknown,
): Promise<Reply<T>> {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${nextlandUrl}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: basic,
          'ft-auth': `bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          let envelope: { code?: number; msg?: string; data?: T } = {};
          try {
            envelope = JSON.parse(text);
          } catch {
            // a non-JSON answer keeps the HTTP status only
          }
          const status = response.statusCode ?? 0;
          resolve({
            status,
            code: envelope.code ?? status,
            msg: envelope.msg ?? text.slice(0, 200),
            data: envelope.data as T,
            ms,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** One request to nextland as `token`'s user; the body's envelope is parsed, never thrown on. */
export async function rest<T = unknown>(
  nextlandUrl: string,
  token: string,
  path: string,
  body?: unknown,
): Promise<Reply<T>> {
  const started = performance.now();
  const response = await fetch(`${nextlandUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: basic,
      'ft-auth': `bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let envelope: { code?: number; msg?: string; data?: T } = {};
  try {
    envelope = JSON.parse(text);
  } catch {
    // a non-JSON answer (a proxy error page) keeps the HTTP status only
  }
  return {
    status: response.status,
    code: envelope.code ?? response.status,
    msg: envelope.msg ?? text.slice(0, 200),
    data: envelope.data as T,
    ms,
  };
}

/** The same, but anything other than a 200 is an error naming the route. */
export async function restOk<T = unknown>(
  nextlandUrl: string,
  token: string,
  path: string,
  body?: unknown,
): Promise<Reply<T>> {
  const reply = await rest<T>(nextlandUrl, token, path, body);
  if (reply.status !== 200) throw new Error(`${path}: HTTP ${reply.status} ${reply.msg}`);
  return reply;
}

export type Stats = { p50: number; p95: number; samples: number; cpuMs?: number | null };

export function stats(times: number[], cpuTotal: number | null = null): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const cpu = cpuTotal === null || sorted.length === 0 ? null : cpuTotal / sorted.length;
  return { p50: at(0.5), p95: at(0.95), samples: sorted.length, cpuMs: cpu };
}

export function formatStats(s: Stats): string {
  const cpu = s.cpuMs == null ? '' : `  nextland CPU ${s.cpuMs.toFixed(1).padStart(5)} ms/req`;
  return `p50 ${s.p50.toFixed(2).padStart(7)} ms  p95 ${s.p95.toFixed(2).padStart(7)} ms${cpu}  (${s.samples} samples)`;
}

/**
 * nextland's CPU clock (ms, /proc, 10 ms ticks): summed over a run's requests it gives CPU per request, which
 * the other load on a shared machine does not inflate the way it inflates latency. Null when unknown.
 */
export function nextlandCpu(nextlandUrl: string): () => number | null {
  const pid = pidListeningOn(new URL(nextlandUrl).port);
  return () => (pid ? cpuMs(pid) : null);
}

/** Times `samples` sequential calls of `run` after `warmup` untimed ones (its own `ms` per call). */
export async function timeSequential(
  run: () => Promise<{ ms: number }>,
  cpu: () => number | null,
  samples = 41,
  warmup = 5,
): Promise<Stats> {
  const times: number[] = [];
  for (let i = 0; i < warmup; i++) await run();
  const before = cpu();
  for (let i = 0; i < samples; i++) times.push((await run()).ms);
  const after = cpu();
  return stats(times, before === null || after === null ? null : after - before);
}

export type Payment = { id: string; orders: { id: string }[] };

/** The total the buyer would accept: the preview's, as the confirm page sends it. */
export async function acceptedTotal(nextlandUrl: string, buyer: Buyer): Promise<number> {
  const preview = await restOk<{ totalFen: number; problems: unknown[] }>(
    nextlandUrl,
    buyer.token,
    `${ORDER}/preview`,
    { source: 'cart' },
  );
  if (preview.data.problems.length > 0) throw new Error('the bench cart has problems in its preview');
  return preview.data.totalFen;
}

export function checkout(nextlandUrl: string, buyer: Buyer, totalFen: number): Promise<Reply<Payment>> {
  return rest<Payment>(nextlandUrl, buyer.token, `${ORDER}/create`, {
    source: 'cart',
    idempotencyKey: randomUUID(),
    acceptedTotalFen: totalFen,
  });
}
