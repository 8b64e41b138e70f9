import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type Drain, installDrain } from './drain.js';

type Outcome = { sentBeforeDrain: boolean; result: string };

/** Requests whose handler started, and those whose answer was completely sent. */
const handled = { started: 0, answered: 0 };

async function slowApp(quietMs: number): Promise<{ app: FastifyInstance; port: number; drain: Drain }> {
  const app = Fastify();
  const drain = installDrain(app, { quietMs });
  app.get('/work', async (_request, reply) => {
    handled.started += 1;
    reply.raw.once('finish', () => {
      handled.answered += 1;
    });
    await sleep(20);
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port, drain };
}

function request(port: number, agent: Agent): Promise<string> {
  return new Promise((resolve) => {
    const outgoing = get({ host: '127.0.0.1', port, path: '/work', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(`status ${response.statusCode}`));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
  });
}

/** `clients` keep-alive loops, like the BFF's agent towards nextland, until each meets a refusal. */
async function loadUntilRefused(port: number, clients: number, signal: { drainStarted: boolean }) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const outcomes: Outcome[] = [];
  const loop = async () => {
    for (;;) {
      const sentBeforeDrain = !signal.drainStarted;
      const result = await request(port, agent);
      outcomes.push({ sentBeforeDrain, result });
      if (result !== 'status 200') return;
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  agent.destroy();
  return outcomes;
}

function head(port: number, agent: Agent) {
  return new Promise<{ status?: number; connection?: string; retryAfter?: string | undefined }>((resolve) => {
    get({ host: '127.0.0.1', port, path: '/work', agent }, (response) => {
      response.resume();
      const retryAfter = response.headers['retry-after'];
      resolve({ status: response.statusCode, connection: response.headers.connection, retryAfter });
    });
  });
}

async function waitUntil(condition: () => boolean) {
  while (!condition()) await sleep(5);
}

let running: FastifyInstance | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('installDrain', () => {
  it('finishes requests in flight and refuses new connections cleanly, with no reset, under 200 clients', async () => {
    handled.started = 0;
    handled.answered = 0;
    const { app, port, drain } = await slowApp(500);
    running = app;
    const signal = { drainStarted: false };
    let inFlightAtSignal = 0;
    // The signal comes once the clients are all connected and busy, however slow the machine is.
    const drained = waitUntil(() => handled.started >= 400).then(async () => {
      signal.drainStarted = true;
      inFlightAtSignal = handled.started - handled.answered;
      const started = performance.now();
      await drain.drainAndClose();
      return performance.now() - started;
    });
    const outcomes = await loadUntilRefused(port, 200, signal);
    const drainMs = await drained;

    // Answered (200), or refused before anything ran: 503 on a connection opened after the signal, or a
    // connection refused once the listener is closed. Never a reset (ECONNRESET), which http.Server.close()
    // gives requests already on the wire and which leaves the client not knowing whether its request ran.
    const clean = new Set(['status 200', 'status 503', 'error ECONNREFUSED']);
    expect(outcomes.filter((outcome) => !clean.has(outcome.result))).toEqual([]);
    // Every request that reached its handler was answered in full, including those running at the signal.
    expect(handled.answered).toBe(handled.started);
    // Requests sent before the signal were answered, or refused with 503 when their connection was still
    // waiting to be accepted (nothing of theirs ran).
    const sentBefore = outcomes.filter((outcome) => outcome.sentBeforeDrain).map((outcome) => outcome.result);
    expect(new Set(sentBefore)).toEqual(
      new Set(['status 200', ...(sentBefore.includes('status 503') ? ['status 503'] : [])]),
    );
    // The case this is about: requests running when the signal came.
    expect(inFlightAtSignal).toBeGreaterThan(0);
    expect(drainMs).toBeLessThan(5_000);
  });

  it('closes quickly when no connection is open', async () => {
    const { app, drain } = await slowApp(5_000);
    running = app;
    const started = performance.now();
    await drain.drainAndClose();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('closes a quiet kept-alive connection after the quiet period instead of waiting for the client', async () => {
    const { app, port, drain } = await slowApp(300);
    running = app;
    const agent = new Agent({ keepAlive: true });
    expect(await request(port, agent)).toBe('status 200');
    const started = performance.now();
    await drain.drainAndClose();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2_000);
    agent.destroy();
  });

  it('answers a request on an open connection during the drain, with Connection: close', async () => {
    const { app, port, drain } = await slowApp(1_000);
    running = app;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await request(port, agent)).toBe('status 200');
    const closing = drain.drainAndClose();
    const answer = await head(port, agent);
    expect(answer).toEqual({ status: 200, connection: 'close', retryAfter: undefined });
    await closing;
    agent.destroy();
  });

  it('refuses a request on a connection opened after the signal with 503 and Retry-After', async () => {
    const { app, port, drain } = await slowApp(1_000);
    running = app;
    const holder = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await request(port, holder)).toBe('status 200');
    const closing = drain.drainAndClose();
    const fresh = new Agent({ keepAlive: true });
    expect(await head(port, fresh)).toEqual({ status: 503, connection: 'close', retryAfter: '5' });
    expect(drain.isDraining()).toBe(true);
    await closing;
    holder.destroy();
    fresh.destroy();
  });
});
