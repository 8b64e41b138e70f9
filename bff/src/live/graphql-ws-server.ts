// https://the-guild.dev/graphql/ws/docs/server — graphql-ws on @fastify/websocket, on the same executable
// schema as Apollo Server. Only subscriptions are served here (queries and mutations stay on HTTP, where the
// session's Set-Cookie and Apollo's plugins apply), with the same armor limits and error masking.

import type { FastifyRequest } from 'fastify';
import type { ValidationRule } from 'graphql';
import {
  type ExecutionArgs,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { ErrorCode } from '../errors.js';
import { armorLimits } from '../graphql/armor.js';
import { createFormatError } from '../graphql/format-error.js';
import type { LiveContext } from './live-context.js';

export const liveLimits = {
  /** A subscribe message is a small document and variables; graphql-ws frames are refused past this. */
  maxPayloadBytes: 16 * 1024,
  /** Active subscriptions on one socket (a page needs one or two). */
  maxSubscriptions: 20,
  /** Messages a client may send per window before the socket is closed (4429). */
  maxMessagesPerWindow: 60,
  messageWindowMs: 10_000,
  /** graphql-ws pings this often and drops a socket that does not answer within the same time. */
  keepAliveMs: 25_000,
  /** The client must send connection_init this soon after opening. */
  connectionInitWaitMs: 5_000,
} as const;

export type GraphqlWsOptions = {
  schema: GraphQLSchema;
  production: boolean;
  validationRules: readonly ValidationRule[];
  /** The context of one subscription, from the connection's Fastify request. */
  context: (request: FastifyRequest) => LiveContext;
};

function refuse(message: string, code: string = ErrorCode.badUserInput): readonly GraphQLError[] {
  return [new GraphQLError(message, { extensions: { code } })];
}

export function graphqlWsHandler(options: GraphqlWsOptions) {
  const formatError = createFormatError(options.production);
  const rules = [...specifiedRules, ...options.validationRules];
  return makeHandler(
    {
      schema: options.schema,
      isProd: options.production,
      connectionInitWaitTimeout: liveLimits.connectionInitWaitMs,
      onSubscribe: (ctx, _id, payload) => {
        if (Object.keys(ctx.subscriptions).length > liveLimits.maxSubscriptions) {
          return refuse('Too many subscriptions on this connection.', ErrorCode.rateLimited);
        }
        let document: ExecutionArgs['document'];
        try {
          document = parse(payload.query, { maxTokens: armorLimits.maxTokens });
        } catch (error) {
          return refuse(error instanceof GraphQLError ? error.message : 'Syntax error.');
        }
        const errors = validate(options.schema, document, rules);
        if (errors.length > 0) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== 'subscription') {
          return refuse(
            'Only subscriptions are served over WebSocket; send queries and mutations over HTTP.',
          );
        }
        return {
          schema: options.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: options.context(ctx.extra.request),
        };
      },
      // Errors from resolvers (UNAUTHENTICATED, upstream failures) are masked like Apollo masks them on HTTP.
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON())),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON())) }
          : undefined,
    },
    liveLimits.keepAliveMs,
  );
}
