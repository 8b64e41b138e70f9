// https://github.com/apollo-server-integrations/apollo-server-integration-fastify
// POST and GET /graphql per GraphQL-over-HTTP (Apollo refuses mutations over GET with 405); browsers asking
// for HTML get the sandbox instead when it is enabled; a WebSocket upgrade of GET is a subscription client.
import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { type BffContext, createContext, type SharedState } from '../context.js';
import type { LiveRoute } from '../live/subscription-route.js';
import { registerSandbox, wantsHtml } from './sandbox.js';

export async function registerGraphqlRoute(
  app: FastifyInstance,
  apollo: ApolloServer<BffContext>,
  config: Config,
  shared: SharedState,
  live: LiveRoute,
): Promise<void> {
  const sandboxPage = config.sandbox ? await registerSandbox(app, config.sandboxDir) : undefined;
  const graphql = fastifyApolloHandler(apollo, {
    context: async (request, reply) => createContext(config, shared, request, reply),
  });
  const options = {
    url: '/graphql',
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (sandboxPage && wantsHtml(request)) return sandboxPage(request, reply);
      return graphql.call(app, request, reply);
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      // Answers may hold per-user data: never stored by a cache (what Apollo's cache-control plugin used to send).
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      // `upstream` is unset on a request refused before the hooks that set it (while draining).
      const calls = (request.upstream as typeof request.upstream | null)?.calls ?? 0;
      if (config.exposeUpstreamCalls) reply.header('x-upstream-calls', String(calls));
      return payload;
    },
  };
  app.route({ method: 'POST', ...options });
  // GET serves GraphQL over HTTP, the sandbox, and WebSocket upgrades for subscriptions (live/).
  app.route({ method: 'GET', ...options, preValidation: live.preValidation, wsHandler: live.wsHandler });
}
