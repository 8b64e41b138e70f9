// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Root fields that touch no upstream, and the shared scalars.
import { DateTimeResolver, SafeIntResolver } from 'graphql-scalars';
import type { Resolvers } from '../../generated/graphql.js';

export const baseResolvers: Resolvers = {
  DateTime: DateTimeResolver,
  // Money amounts in fen: exact to 2^53 − 1, where Int would stop at 2^31 − 1.
  SafeInt: SafeIntResolver,
  Query: { ping: () => true },
  Mutation: { noop: () => true },
};
