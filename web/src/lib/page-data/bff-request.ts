import { Agent, request } from 'node:http';

// Server only. One keep-alive agent for every server-side GraphQL request: a page render then costs no TCP
// handshake, and node:http is lighter per request than fetch's web streams.
const agent = new Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 });

export type BffReply = { status: number; body: unknown };

/** POSTs a JSON body to the BFF and parses the JSON reply; rejects on network errors and timeouts. */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = 10_000,
): Promise<BffReply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        timeout: timeoutMs,
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
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            reject(new Error(`BFF replied ${response.statusCode} with a body that is not JSON`));
          }
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`BFF did not answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
