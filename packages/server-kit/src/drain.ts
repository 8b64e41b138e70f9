// Graceful stop for the three Fastify services (issue 10): finish what is in flight, refuse what is new
// cleanly, and never reset a request a client has already sent.
//
// Why not just `app.close()`: Node's http.Server.close() first destroys every keep-alive connection that is
// idle at that instant. Under load a connection is "idle" between one response and the client's next request,
// so requests already on the wire met a reset (measured on nextland: 200 of 200 sockets reset with 200
// requests in flight), and the client cannot tell whether such a request ran. Closing the listening socket
// first is no better: connections the kernel has accepted but Node has not yet taken are reset with it.
//
// So, from the signal on: every response says `Connection: close` (a client sends nothing more on that
// socket); a request on a connection opened after the signal gets a 503 with Retry-After at once; a connection
// is closed by the server only once it has had no request for `quietMs` (a client that wanted to use it has
// had time to, and got its answer); when none is left and none has come for a moment, Fastify closes the
// listener and the process can exit.
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type DrainOptions = {
  /** A connection with no request for this long while draining is closed (the client has no use for it). */
  quietMs?: number;
  /** Past this, the drain closes everything still open and lets Fastify finish (below the exit deadline). */
  maxMs?: number;
  /** The 503's body in the service's own error contract (default: Fastify's error shape). */
  refusal?: (request: FastifyRequest) => unknown;
};

export type ShutdownOptions = {
  /** The service's own resources (database, queues), closed after the last request. */
  cleanup?: () => Promise<void>;
  /** After this long the process exits with code 1 whatever is left (close-with-grace's delay). */
  deadlineMs?: number;
};

type Connection = { busy: number; lastActiveAt: number; openedBeforeDrain: boolean };

const POLL_MS = 25;
/**
 * No new connection for this long before the listener closes (see the top of this file). Clients refused with
 * a 503 may reconnect at once; on a busy machine that can take a few hundred milliseconds, and a connection
 * still waiting to be accepted when the listener closes is reset.
 */
const SETTLE_MS = 500;
const defaultRefusal = () => ({ statusCode: 503, error: 'Service Unavailable', message: 'Shutting down' });
const drains = new WeakMap<FastifyInstance, Drain>();

export type Drain = { drainAndClose: () => Promise<void>; isDraining: () => boolean };

/**
 * Prepares `app` for a drained stop. Call it first in `buildApp`, before any other hook, so a request refused
 * while draining runs nothing else (no rate-limit count, no session lookup).
 */
export function installDrain(
  app: FastifyInstance,
  { quietMs = 1_000, maxMs = 8_000, refusal = defaultRefusal }: DrainOptions = {},
): Drain {
  let draining = false;
  let drainStartedAt = 0;
  let lastConnectionAt = 0;
  const open = new Map<Socket, Connection>();
  app.server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    open.set(socket, { busy: 0, lastActiveAt: lastConnectionAt, openedBeforeDrain: !draining });
    socket.once('close', () => open.delete(socket));
  });
  // An upgraded socket (the BFF's live channel) is the app's to close, with a proper close frame, on close.
  app.server.on('upgrade', (request) => open.delete(request.socket));
  app.server.prependListener('request', (request, response) => {
    const connection = open.get(request.socket);
    if (!connection) return;
    connection.busy += 1;
    response.once('close', () => {
      connection.busy -= 1;
      connection.lastActiveAt = Date.now();
    });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    if (open.get(request.raw.socket)?.openedBeforeDrain) return;
    // Opened after the signal: nothing of this client's is running here; it can retry once we are gone.
    return reply.code(503).header('retry-after', '5').send(refusal(request));
  });

  /**
   * Closes connections from before the signal that have been idle for `quietMs`; true while any connection is
   * left or one came just now. One opened since is left to its 503 (or to `maxMs`): on a busy machine its
   * request may take longer than `quietMs` to be read, and closing it then would reset that request.
   */
  function sweep(now: number): boolean {
    for (const [socket, connection] of open) {
      // Quiet since the signal at the earliest: a client gets `quietMs` to use a connection it already had.
      const since = Math.max(connection.lastActiveAt, drainStartedAt);
      const quiet = connection.busy === 0 && now - since >= quietMs;
      if (quiet && connection.openedBeforeDrain) socket.destroy();
    }
    return open.size > 0 || now - lastConnectionAt < SETTLE_MS;
  }

  async function drainAndClose(): Promise<void> {
    draining = true;
    drainStartedAt = Date.now();
    const giveUpAt = Date.now() + maxMs;
    // Busy connections end after their next response, new ones after their 503, quiet ones in the sweep.
    while (Date.now() < giveUpAt && sweep(Date.now())) await sleep(POLL_MS);
    // Closes the listener (and whatever is still idle), and waits for any request still running.
    await app.close();
  }

  const drain = { drainAndClose, isDraining: () => draining };
  drains.set(app, drain);
  return drain;
}

/** The drain `installDrain` set up for `app` (tests and the signal handler below). */
export function drainOf(app: FastifyInstance): Drain | undefined {
  return drains.get(app);
}

/**
 * SIGTERM/SIGINT (docker stop, Ctrl-C) or a fatal error: drain, then `cleanup`, then exit 0; past `deadlineMs`
 * exit 1. Readiness (`/ready`) can use `isDraining` to report 503 while the service stops.
 */
export function shutdownOnSignal(
  app: FastifyInstance,
  { cleanup, deadlineMs = 10_000 }: ShutdownOptions = {},
) {
  const drain = drainOf(app);
  if (!drain) throw new Error('shutdownOnSignal: call installDrain(app) in buildApp first');
  closeWithGrace({ delay: deadlineMs }, async ({ err, signal }) => {
    const started = performance.now();
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: draining');
    await drain.drainAndClose();
    await cleanup?.();
    app.log.info({ ms: Math.round(performance.now() - started) }, 'stopped');
  });
  return drain;
}
