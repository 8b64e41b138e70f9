// https://fastify.dev/docs/latest/Reference/Server/
// Builds the BFF's Fastify instance without listening, so tests drive it with inject() or a random port.
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { GRAPHQL_BODY_LIMIT, installDrain } from '@nextland/server-kit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { type Config, loadConfig } from './config.js';
import { createSharedState, upstreamCounter } from './context.js';
import { ErrorCode } from './errors.js';
import { createApollo } from './graphql/apollo.js';
import { createArmor } from './graphql/armor.js';
import { createExecutableSchema } from './graphql/executable-schema.js';
import { registerGraphqlRoute } from './http/graphql-route.js';
import { registerHealth } from './http/health.js';
import { registerHttpErrors } from './http/http-errors.js';
import { registerPrivateFileRoute } from './http/private-file-route.js';
import { registerUploadRoute } from './http/upload-route.js';
import { createLiveChannel, type LiveChannel } from './live/live-channel.js';
import { registerLiveRoute } from './live/subscription-route.js';
import { createRedisClients } from './redis.js';

export type BuildAppOptions = { config?: Config };

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-event hub and nextland's event stream (subscriptions, health, tests). */
    live: LiveChannel;
  }
}

/** @nextland/server-kit's GRAPHQL_BODY_LIMIT: the web's /graphql proxy refuses the same bodies first. */
export const bodyLimit = GRAPHQL_BODY_LIMIT;

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  // Fastify's two info lines per request (`incoming request`, `request completed`) cost about a tenth of a
  // simple query's time; one debug line replaces them. Turning them off also silences the default error
  // handler's log, so the onError hook below keeps server errors logged.
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit,
    // Only the web server in front may say who the browser is (x-forwarded-for → request.ip → nextland).
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: true }),
  });
  // First, so a request refused while stopping runs nothing else; the refusal is a GraphQL error.
  const drain = installDrain(app, {
    refusal: () => ({
      errors: [
        { message: 'The service is restarting.', extensions: { code: ErrorCode.upstreamUnavailable } },
      ],
    }),
  });
  app.addHook('onError', async (request, reply, error) => {
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level]({ err: error, method: request.method, url: request.url }, 'request failed');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
      'request completed',
    );
  });
  await app.register(fastifyCookie);
  registerHttpErrors(app);
  await app.register(fastifyHelmet, {
    // The sandbox needs inline styles (Monaco), data: fonts and same-origin workers; nothing from elsewhere.
    contentSecurityPolicy: {
      directives: {
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.decorateRequest('upstream', null as never);
  app.addHook('onRequest', async (request) => {
    request.upstream = upstreamCounter(config);
  });
  registerHealth(app, config, drain.isDraining);

  const redis = config.redisUrl ? createRedisClients(config.redisUrl) : undefined;
  const shared = createSharedState(config, app, redis);
  const live = await createLiveChannel(config, app.log, redis);
  app.decorate('live', live);
  const schema = createExecutableSchema(config.schemaDir);
  const armor = createArmor(config.production);
  const apollo = createApollo(config, app, schema, armor);
  await apollo.start();
  // fastify.close() already waits for in-flight requests (and closes live sockets in preClose); Apollo, the
  // event stream and Redis are stopped once they are done.
  app.addHook('onClose', async () => {
    await apollo.stop();
    await live.close();
    await redis?.close();
  });
  const liveRoute = await registerLiveRoute(app, {
    config,
    shared,
    hub: live.hub,
    schema,
    validationRules: armor.validationRules,
  });
  await registerGraphqlRoute(app, apollo, config, shared, liveRoute);
  await registerUploadRoute(app, config);
  registerPrivateFileRoute(app, config);
  app.addHook('onReady', async () => {
    await live.start();
  });
  return app;
}
