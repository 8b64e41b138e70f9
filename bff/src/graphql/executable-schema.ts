// https://the-guild.dev/graphql/tools/docs/generate-schema — one executable schema for both transports:
// Apollo Server (queries, mutations over HTTP) and graphql-ws (subscriptions over WebSocket, live/).
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { moduleResolvers } from '../modules/resolvers.js';
import { loadTypeDefs } from '../schema.js';

export function createExecutableSchema(schemaDir: string): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(schemaDir),
    resolvers: moduleResolvers,
  });
}
