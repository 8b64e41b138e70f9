// https://www.apollographql.com/docs/apollo-server/data/errors#masking-and-logging-errors
// Errors we raise on purpose carry a code and a safe message. Anything else is a bug or an internal detail:
// in production its message is replaced; it is always logged (see errorLogPlugin).
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { BffContext } from '../context.js';
import { ErrorCode } from '../errors.js';

export function createFormatError(production: boolean) {
  return function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
    const code = formatted.extensions?.code;
    if (!production || (code !== undefined && code !== ErrorCode.internal)) return formatted;
    return {
      message: 'Internal server error.',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: ErrorCode.internal },
    };
  };
}

/** Logs errors that were not raised on purpose (a plain Error thrown by a resolver or mapper). */
export function errorLogPlugin(): ApolloServerPlugin<BffContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            const original = error.originalError;
            if (original && !(original instanceof GraphQLError)) {
              contextValue.log.error({ err: original, path: error.path, operationName }, 'resolver failed');
            }
          }
        },
      };
    },
  };
}
