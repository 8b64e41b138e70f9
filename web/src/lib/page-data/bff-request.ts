import { Agent, request } from 'node:http';

// Server only. One keep-alive agent for every server-side GraphQL request: a page render then costs no TCP
// handshake, and node:http is lighter per request than fetch's web streams.
const agent = new Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 });

export type BffReply = { status: number; body: unknown };

/** The BFF gave no complete answer within the bound (WEB_BFF_TIMEOUT_MS). */
export class BffTimeoutError extends Error {
  override name = 'BffTimeoutError';
}

/**
 * WEB_BFF_TIMEOUT_MS (default 10000): the longest any call from the web server to the BFF waits, page data
 * here and the proxies (server/config.ts).
 */
export function bffTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.WEB_BFF_TIMEOUT_MS;
  if (value === undefined || value === '') return 10_000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`WEB_BFF_TIMEOUT_MS must be a positive number of milliseconds, got "${value}"`);
  return parsed;
}

/**
 * POSTs a JSON body to the BFF and parses the JSON reply; rejects on network errors, and with
 * BffTimeoutError when the whole exchange (connecting included) takes longer than `timeoutMs`.
 */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = bffTimeoutMs(),
): Promise<BffReply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            reject(new Error(`BFF replied ${response.statusCode} with a body that is not JSON`));
          }
        });
      },
    );
    // The whole exchange, not socket inactivity: a BFF trickling bytes must not hold a render open.
    const timer = setTimeout(
      () => outgoing.destroy(new BffTimeoutError(`BFF did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(body);
  });
}
