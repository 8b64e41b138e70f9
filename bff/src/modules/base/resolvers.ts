// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Root fields that touch no upstream, and the shared DateTime scalar.
import { DateTimeResolver } from 'graphql-scalars';
import type { Resolvers } from '../../generated/graphql.js';

export const baseResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  Query: { ping: () => true },
  Mutation: { noop: () => true },
};
