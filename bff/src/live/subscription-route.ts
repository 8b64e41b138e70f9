// https://github.com/fastify/fastify-websocket — WebSocket upgrades of GET /graphql. The upgrade request runs
// through Fastify like any request (trustProxy, cookies, hooks), so the handshake is checked and authenticated
// before the socket opens: a foreign Origin is refused (403), an unreachable nextland too (503, clients
// retry); the session's cookie changes (a silent refresh, or clearing a dead session) ride on the 101.
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { GraphQLSchema, ValidationRule } from 'graphql';
import type { WebSocket } from 'ws';
import type { Config } from '../config.js';
import type { SharedState } from '../context.js';
import { unauthenticated } from '../errors.js';
import type { EventHub } from './event-hub.js';
import { graphqlWsHandler, liveLimits } from './graphql-ws-server.js';
import type { LiveContext } from './live-context.js';
import { authenticateHandshake, type LiveViewer, sessionStillValid, viewerContext } from './live-viewer.js';
import { limitMessageRate } from './message-rate.js';

/** graphql-ws clients retry 4403 (and not 4401): the next handshake carries the browser's current cookies. */
export const sessionEndedCloseCode = 4403;
/** A subscribe right after the handshake's check needs no second one. */
const recheckAfterMs = 5_000;

type Connection = { viewer: LiveViewer | null; checkedAt: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on WebSocket upgrades by the handshake check. */
    live: Connection | null;
  }
}

export type LiveRouteOptions = {
  config: Config;
  shared: SharedState;
  hub: EventHub;
  schema: GraphQLSchema;
  validationRules: readonly ValidationRule[];
};

export type LiveRoute = {
  preValidation: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  wsHandler: (this: FastifyInstance, socket: WebSocket, request: FastifyRequest) => void;
};

/** The upgrade's Origin, when a browser sent one, must be the site the request came through. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export async function registerLiveRoute(app: FastifyInstance, options: LiveRouteOptions): Promise<LiveRoute> {
  const { config, shared, hub } = options;
  await app.register(fastifyWebsocket, {
    options: { maxPayload: liveLimits.maxPayloadBytes },
    // An unclean disconnect is ordinary on mobile networks: not an error worth a stack trace.
    errorHandler: (error, socket, request) => {
      request.log.debug({ err: error }, 'live socket error');
      socket.terminate();
    },
    // On shutdown clients are told to come back (1012 "service restart" is retried by graphql-ws clients).
    preClose: async function (this: FastifyInstance) {
      for (const client of this.websocketServer.clients) client.close(1012, 'Service restart');
      await new Promise<void>((resolve) => this.websocketServer.close(() => resolve()));
    },
  });
  app.decorateRequest('live', null);
  // The handshake's Set-Cookie values are added to the 101 response that `ws` writes.
  const upgradeCookies = new WeakMap<object, string[]>();
  app.websocketServer.on('headers', (headers: string[], raw: object) => {
    const pending = upgradeCookies.get(raw);
    if (pending) for (const cookie of pending) headers.push(`Set-Cookie: ${cookie}`);
  });

  async function preValidation(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!request.ws) return;
    if (!sameOrigin(request)) {
      await reply.code(403).send({ message: 'Cross-site WebSocket connections are refused.' });
      return;
    }
    try {
      const { viewer, setCookies } = await authenticateHandshake(config, shared, request);
      request.live = { viewer, checkedAt: Date.now() };
      upgradeCookies.set(request.raw, setCookies);
    } catch (error) {
      request.log.warn({ err: error }, 'live handshake: session check failed');
      await reply.code(503).send({ message: 'The service is unavailable, try again later.' });
    }
  }

  function contextFor(request: FastifyRequest): LiveContext {
    const context: LiveContext = {
      hub,
      async viewerDataSources() {
        return viewerContext(config, shared, request, await context.requireViewer()).dataSources;
      },
      async requireViewer() {
        const connection = request.live;
        const viewer = connection?.viewer;
        if (!connection || !viewer) throw unauthenticated('TOKEN_INVALID');
        if (Date.now() - connection.checkedAt > recheckAfterMs) {
          if (!(await sessionStillValid(config, shared, request, viewer))) {
            connection.viewer = null;
            throw unauthenticated('TOKEN_INVALID');
          }
          connection.checkedAt = Date.now();
        }
        return viewer;
      },
    };
    return context;
  }

  const graphqlWs = graphqlWsHandler({
    schema: options.schema,
    production: config.production,
    validationRules: options.validationRules,
    context: contextFor,
  });

  /** While the socket is open its session is checked now and then; a logout or expiry closes it. */
  function watchSession(socket: WebSocket, request: FastifyRequest): void {
    const connection = request.live;
    if (!connection?.viewer) return;
    const timer = setInterval(async () => {
      const viewer = connection.viewer;
      if (!viewer) return;
      if (await sessionStillValid(config, shared, request, viewer).catch(() => true)) {
        connection.checkedAt = Date.now();
        return;
      }
      connection.viewer = null;
      socket.close(sessionEndedCloseCode, 'Session ended');
    }, config.liveRecheckMs);
    timer.unref();
    socket.once('close', () => clearInterval(timer));
  }

  const wsHandler: LiveRoute['wsHandler'] = function (socket, request) {
    limitMessageRate(socket, liveLimits.maxMessagesPerWindow, liveLimits.messageWindowMs);
    watchSession(socket, request);
    (graphqlWs as unknown as RouteHandlerMethod).call(this, socket as never, request as never);
  };
  return { preValidation, wsHandler };
}
