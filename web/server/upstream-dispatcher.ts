// https://undici.nodejs.org/#/docs/api/Dispatcher?id=dispatcherrequestoptions-callback — the dispatcher under
// the proxies (@fastify/reply-from takes any object with `request`). undici's own defaults wait 300 s for an
// upstream's headers and keep waiting after the browser went away; here both are bounded.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Agent, type Dispatcher } from 'undici';

type Callback = (error: Error | null, data: Dispatcher.ResponseData) => void;

/**
 * Carries the browser request's abort signal from `rewriteRequestHeaders` (which sees the Fastify request) to
 * the dispatcher (which does not). reply-from copies header objects with Object.assign, which keeps symbol
 * keys; the dispatcher takes it out before undici sees the headers.
 */
const CLIENT_SIGNAL = Symbol('client signal');

/** Keyed by the Fastify request (any server type: reply-from's hooks are typed for HTTP/2 as well). */
const clientSignals = new WeakMap<object, AbortSignal>();

/**
 * An onRequest hook: the request's signal aborts when the browser's connection closes before its answer was
 * written. The upstream request then has nobody to answer, so its socket is closed at once.
 */
export async function trackClient(request: FastifyRequest, reply: FastifyReply) {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  clientSignals.set(request, controller.signal);
}

/** True when the browser of this request went away (its upstream request was abandoned). */
export function clientGone(request: object): boolean {
  return clientSignals.get(request)?.aborted ?? false;
}

/** For reply-from's `rewriteRequestHeaders`: the outgoing headers plus this request's signal. */
export function withClientSignal<T extends object>(request: object, headers: T): T {
  const signal = clientSignals.get(request);
  return signal ? { ...headers, [CLIENT_SIGNAL]: signal } : headers;
}

/**
 * An undici Agent for one upstream: connecting and waiting for the answer's headers (and each body chunk)
 * each take at most `timeoutMs` (reply-from answers 504 on a headers timeout), and a request is aborted
 * when its browser goes away.
 */
export function boundedDispatcher(timeoutMs: number) {
  const agent = new Agent({
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  function request(options: Dispatcher.RequestOptions, callback: Callback) {
    const { [CLIENT_SIGNAL]: signal, ...headers } = (options.headers ?? {}) as Record<
      string | symbol,
      unknown
    >;
    const forwarded = { ...options, headers: headers as Record<string, string> };
    agent.request(signal ? { ...forwarded, signal: signal as AbortSignal } : forwarded, callback);
  }
  return {
    // reply-from always passes a callback.
    request: request as Dispatcher['request'],
    /** Called by reply-from when the app closes. */
    destroy: () => agent.destroy(),
  };
}
