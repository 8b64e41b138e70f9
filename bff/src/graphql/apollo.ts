// https://www.apollographql.com/docs/apollo-server/api/apollo-server
// The Apollo Server instance: schema, resolvers, armor limits, error masking, no CDN landing page.
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config.js';
import type { BffContext } from '../context.js';
import { armorLimits, type createArmor } from './armor.js';
import { costLimitPlugin } from './cost.js';
import { createFormatError, errorLogPlugin } from './format-error.js';

export function createApollo(
  config: Config,
  app: FastifyInstance,
  schema: GraphQLSchema,
  armor: ReturnType<typeof createArmor>,
): ApolloServer<BffContext> {
  return new ApolloServer<BffContext>({
    schema,
    introspection: !config.production,
    // On by default in Apollo Server 5; stated here because the web relies on it (JSON POSTs pass, simple
    // cross-site GET/POST without `apollo-require-preflight` or a JSON content type are refused).
    csrfPrevention: true,
    hideSchemaDetailsFromClientErrors: config.production,
    logger: app.log,
    formatError: createFormatError(config.production),
    validationRules: armor.validationRules,
    // A token flood fails parsing with GRAPHQL_PARSE_FAILED and HTTP 400 before any validation runs.
    parseOptions: { maxTokens: armorLimits.maxTokens },
    allowBatchedHttpRequests: armor.allowBatchedHttpRequests,
    includeStacktraceInErrorResponses: false,
    // Shutdown is driven by Fastify (app.ts stops Apollo in onClose), not by Apollo's signal handlers or its
    // Fastify drain plugin, which would call fastify.close() from inside the close.
    stopOnTerminationSignals: false,
    plugins: [
      // The default landing page loads Apollo's sandbox from a CDN; ours is bundled (see http/sandbox.ts).
      ApolloServerPluginLandingPageDisabled(),
      // The default cache-control plugin wraps every field resolver to collect @cacheControl hints, which the
      // schema has none of; its only output was `cache-control: no-store`, now set by the route (graphql-route.ts).
      ApolloServerPluginCacheControlDisabled(),
      errorLogPlugin(),
      costLimitPlugin(),
      ...armor.plugins,
    ],
  });
}
