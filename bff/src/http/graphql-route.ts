// https://github.com/apollo-server-integrations/apollo-server-integration-fastify
// POST and GET /graphql per GraphQL-over-HTTP (Apollo refuses mutations over GET with 405); browsers asking
// for HTML get the sandbox instead when it is enabled.
import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { type BffContext, createContext } from '../context.js';
import { createCategoryCache } from '../modules/goods/category-cache.js';
import { createRefreshCache } from '../session/refresh-cache.js';
import { registerSandbox, wantsHtml } from './sandbox.js';

export async function registerGraphqlRoute(
  app: FastifyInstance,
  apollo: ApolloServer<BffContext>,
  config: Config,
): Promise<void> {
  const sandboxPage = config.sandbox ? await registerSandbox(app, config.sandboxDir) : undefined;
  const shared = { categoryCache: createCategoryCache(), refreshCache: createRefreshCache() };
  const graphql = fastifyApolloHandler(apollo, {
    context: async (request, reply) => createContext(config, shared, request, reply),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    handler: async (request, reply) => {
      if (sandboxPage && wantsHtml(request)) return sandboxPage(request, reply);
      return graphql.call(app, request, reply);
    },
    onSend: async (request, reply, payload) => {
      // Answers may hold per-user data: never stored by a cache (what Apollo's cache-control plugin used to send).
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      if (config.exposeUpstreamCalls) reply.header('x-upstream-calls', String(request.upstream.calls));
      return payload;
    },
  });
}
