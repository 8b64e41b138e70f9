// The BFF's one connection to nextland's event stream (GET /nextland-internal/v1/events, Server-Sent
// Events): reconnects with capped exponential back-off and jitter, and treats a stream silent for longer than
// `timeoutMs` (nextland sends `: ping` every EVENTS_HEARTBEAT_MS) as dead, because a half-open TCP
// connection would otherwise wait for events forever.
import type { FastifyBaseLogger } from 'fastify';
import type { PathWith } from '../rest/contract.js';
import { type LiveEvent, parseLiveEvent } from './events.js';
import { SseParser } from './sse-parser.js';

/** A route of the generated contract: renamed in nextland, it stops compiling here. Not JSON, so no client. */
export const eventsPath = '/nextland-internal/v1/events' satisfies PathWith<'get'>;
/** A stream that stayed open this long was healthy: the next reconnect starts again from the shortest delay. */
const healthyAfterMs = 5_000;

export type EventStreamOptions = {
  nextlandUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  onEvent: (event: LiveEvent) => void | Promise<void>;
  log: FastifyBaseLogger;
  /** First retry delay; doubles per failed attempt up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
};

export type EventStream = {
  /** Resolves after the first connection attempt (successful or not); reconnection continues on its own. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** True while a stream is open (health, tests). */
  readonly connected: boolean;
};

export function createEventStream(options: EventStreamOptions): EventStream {
  const { log, timeoutMs } = options;
  const minBackoff = options.minBackoffMs ?? 500;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  const authorization = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const url = `${options.nextlandUrl}${eventsPath}`;
  let stopped = true;
  let connected = false;
  let attempt: AbortController | undefined;
  let loop: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let wakeRetry: (() => void) | undefined;

  /** One connection until it ends; resolves `opened` once the response headers arrived (or it failed). */
  async function connectOnce(opened: () => void): Promise<boolean> {
    const controller = new AbortController();
    attempt = controller;
    let silence: NodeJS.Timeout | undefined;
    const alive = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(new Error('event stream silent')), timeoutMs);
    };
    const startedAt = Date.now();
    try {
      alive();
      const response = await fetch(url, {
        headers: { accept: 'text/event-stream', authorization },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        log.warn({ status: response.status }, 'event stream refused');
        await response.body?.cancel().catch(() => {});
        return false;
      }
      connected = true;
      opened();
      log.info('event stream connected');
      const parser = new SseParser();
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        alive();
        for (const message of parser.push(decoder.decode(chunk, { stream: true }))) {
          const event = parseLiveEvent(message.data);
          if (!event) {
            log.warn({ data: message.data.slice(0, 200) }, 'event stream: not an event, dropped');
            continue;
          }
          await options.onEvent(event);
        }
      }
      if (!stopped) log.warn('event stream ended by nextland');
    } catch (error) {
      if (!stopped) log.warn({ err: error }, 'event stream failed');
    } finally {
      clearTimeout(silence);
      connected = false;
      opened();
    }
    return Date.now() - startedAt >= healthyAfterMs;
  }

  async function run(opened: () => void): Promise<void> {
    let failures = 0;
    while (!stopped) {
      // A connection that stayed up resets the back-off; refusals and quick drops grow it.
      const healthy = await connectOnce(opened);
      if (stopped) break;
      failures = healthy ? 0 : failures + 1;
      const ceiling = Math.min(maxBackoff, minBackoff * 2 ** Math.min(failures, 16));
      const delay = Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
      await new Promise<void>((resolve) => {
        wakeRetry = resolve;
        retryTimer = setTimeout(resolve, delay);
      });
    }
  }

  return {
    get connected() {
      return connected;
    },
    start() {
      if (!stopped) return Promise.resolve();
      stopped = false;
      return new Promise<void>((resolve) => {
        loop = run(resolve);
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      wakeRetry?.();
      attempt?.abort(new Error('stopped'));
      await loop;
    },
  };
}
