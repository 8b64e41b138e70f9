// The transport under every nextland call: node:http(s) with one keep-alive agent per protocol. It replaced
// the global fetch, whose web-streams body handling cost about a third of the BFF's CPU on a goods list
// query (undici's fetch in Node 20); node:http reuses the same kept-alive sockets for a fraction of that.
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

const agentOptions = {
  keepAlive: true,
  keepAliveMsecs: 10_000,
  maxSockets: 128,
  scheduling: 'lifo' as const,
};
const httpAgent = new HttpAgent(agentOptions);
const httpsAgent = new HttpsAgent(agentOptions);

export type TransportRequest = {
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
  timeoutMs: number;
  /** Abandons the request (the client that asked for it went away). */
  signal?: AbortSignal | undefined;
};

/** No complete answer within the request's `timeoutMs`. */
export class TransportTimeoutError extends Error {
  override name = 'TransportTimeoutError';
}

export type TransportReply = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
};

/** One request; rejects on network errors and when no complete answer arrives within `timeoutMs`. */
export function requestJson(url: URL, init: TransportRequest): Promise<TransportReply> {
  const https = url.protocol === 'https:';
  const headers: Record<string, string | number> = { ...init.headers };
  if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
  return new Promise((resolve, reject) => {
    const outgoing = (https ? httpsRequest : httpRequest)(
      url,
      { method: init.method, headers, agent: https ? httpsAgent : httpAgent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            json: parseJson(Buffer.concat(chunks).toString('utf8')),
          });
        });
      },
    );
    // The whole exchange, not only socket inactivity, like AbortSignal.timeout on fetch.
    const timer = setTimeout(
      () => outgoing.destroy(new TransportTimeoutError(`no answer within ${init.timeoutMs} ms`)),
      init.timeoutMs,
    );
    const abandon = () => outgoing.destroy(new Error('request abandoned: the client went away'));
    init.signal?.addEventListener('abort', abandon, { once: true });
    if (init.signal?.aborted) abandon();
    outgoing.on('close', () => init.signal?.removeEventListener('abort', abandon));
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(init.body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
