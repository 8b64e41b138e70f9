// Stands between the BFF and the real nextland in tests: records every call (what the BFF sent) and, when a
// test asks, answers instead of nextland with what a real one cannot be made to produce on demand — a hang, a
// malformed envelope, a 5xx, an expired token. Replies are streamed, so the event stream (SSE) passes too.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';

export type RecordedCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, if any. */
  body?: unknown;
};
export type ForcedReply = { status: number; body: unknown };
/** A reply to force, 'hang' to never answer, a delay before passing on, or undefined to pass the call on. */
export type Override = (call: RecordedCall) => ForcedReply | 'hang' | { delayMs: number } | undefined;

export type NextlandProxy = {
  url: string;
  calls: RecordedCall[];
  /** Calls to one path (without the query string). */
  callsTo(path: string): RecordedCall[];
  setOverride(next: Override | undefined): void;
  reset(): void;
  close(): Promise<void>;
};

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

export async function startNextlandProxy(upstream: string): Promise<NextlandProxy> {
  const calls: RecordedCall[] = [];
  let override: Override | undefined;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://proxy');
    const call: RecordedCall = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      ...(raw.length > 0 && request.headers['content-type']?.includes('json')
        ? { body: JSON.parse(raw.toString()) }
        : {}),
    };
    if (call.path !== '/ready') calls.push(call);
    const forced = override?.(call);
    if (forced === 'hang') return; // the client gives up and closes the connection
    if (forced && 'status' in forced) {
      const body = typeof forced.body === 'string' ? forced.body : JSON.stringify(forced.body);
      response.writeHead(forced.status, { 'content-type': 'application/json' }).end(body);
      return;
    }
    if (forced) await new Promise((resolve) => setTimeout(resolve, forced.delayMs));
    const headers = Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.has(name));
    // The BFF hanging up (the event stream on app.close()) ends the upstream call too.
    const upstreamCall = new AbortController();
    response.on('close', () => upstreamCall.abort());
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      method: call.method,
      headers: headers.map(([name, value]) => [name, String(value)]),
      body: raw.length > 0 ? raw : undefined,
      signal: upstreamCall.signal,
    }).catch(() => undefined);
    if (!answer) return void response.destroy();
    const type = answer.headers.get('content-type');
    response.writeHead(answer.status, type ? { 'content-type': type } : {});
    // Streamed, not buffered: nextland's event stream (SSE) never ends by itself.
    if (!answer.body) return void response.end();
    await pipeline(Readable.fromWeb(answer.body as ReadableStream), response).catch(() => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (path) => calls.filter((call) => call.path.endsWith(path)),
    setOverride(next) {
      override = next;
    },
    reset() {
      calls.length = 0;
      override = undefined;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
