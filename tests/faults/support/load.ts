// Keep-alive load like the services' own clients (node:http agents), with every outcome classified: an HTTP
// status, or the socket error a client saw (ECONNREFUSED is a clean refusal; ECONNRESET is not).
import { Agent, request } from 'node:http';

export type Call = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
export type Outcome = {
  path: string;
  result: string;
  sentAt: number;
  ms: number;
  graphqlCode?: string | undefined;
  /** For a socket error: whether the request went out on a kept-alive connection (or a new one). */
  reusedSocket?: boolean;
};

const ANSWER_LIMIT_MS = 30_000;

export function send(baseUrl: string, call: Call, agent?: Agent): Promise<Outcome> {
  const url = new URL(call.path, baseUrl);
  const sentAt = performance.now();
  return new Promise((resolve) => {
    let reusedSocket: boolean | undefined;
    const done = (result: string, body?: string) => {
      let graphqlCode: string | undefined;
      if (body?.startsWith('{"errors"') || body?.includes('"errors":[')) {
        graphqlCode = /"code":"([A-Z_]+)"/.exec(body)?.[1];
      }
      const ms = performance.now() - sentAt;
      resolve({
        path: call.path,
        result,
        sentAt,
        ms,
        graphqlCode,
        ...(reusedSocket === undefined ? {} : { reusedSocket }),
      });
    };
    const outgoing = request(
      url,
      { method: call.method, headers: { ...call.headers }, agent: agent ?? false, timeout: ANSWER_LIMIT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done(`status ${response.statusCode}`, Buffer.concat(chunks).toString('utf8')),
        );
        response.on('error', (error: NodeJS.ErrnoException) => done(`error ${error.code ?? error.message}`));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      reusedSocket = outgoing.reusedSocket;
      done(`error ${error.code ?? error.message}`);
    });
    outgoing.end(call.body);
  });
}

export type Load = {
  outcomes: Outcome[];
  /** Requests sent and not yet answered. */
  inFlight: () => number;
  stop: () => Promise<Outcome[]>;
  /** Resolves once every client has stopped by itself (`untilRefused`) or was stopped. */
  finished: Promise<Outcome[]>;
};

/**
 * `clients` loops, each sending the next call as soon as the last is answered. With `untilRefused`, a loop
 * ends at its first answer that is not a success (the service refused it: it is going away).
 */
export function startLoad(
  baseUrl: string,
  clients: number,
  next: (index: number) => Call,
  { untilRefused = false, pauseMs = 0 }: { untilRefused?: boolean; pauseMs?: number } = {},
): Load {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const outcomes: Outcome[] = [];
  let running = true;
  let pending = 0;
  let index = 0;
  const loop = async () => {
    while (running) {
      pending += 1;
      const outcome = await send(baseUrl, next(index++), agent);
      pending -= 1;
      outcomes.push(outcome);
      if (untilRefused && !/^status [23]/.test(outcome.result)) return;
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const finished = Promise.all(Array.from({ length: clients }, loop)).then(() => {
    agent.destroy();
    return outcomes;
  });
  return {
    outcomes,
    inFlight: () => pending,
    stop: async () => {
      running = false;
      return finished;
    },
    finished,
  };
}

/** `{ 'status 200': 812, 'error ECONNREFUSED': 200 }` */
export function tally(outcomes: readonly Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { result, graphqlCode, reusedSocket } of outcomes) {
    const socket = reusedSocket === undefined ? '' : reusedSocket ? ' (kept-alive socket)' : ' (new socket)';
    const key = `${result}${graphqlCode ? ` ${graphqlCode}` : ''}${socket}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export async function waitFor(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
