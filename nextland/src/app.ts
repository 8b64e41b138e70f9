// https://fastify.dev/docs/latest/Reference/Server/
import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerDocs } from './lib/docs.js';
import { frameworkErrors, registerErrorHandling } from './lib/error-handler.js';
import { requestContext } from './lib/request-context.js';
import { categoryRoutes } from './modules/category/routes.js';
import { filesRoutes } from './modules/files/routes.js';
import { goodsRoutes } from './modules/goods/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { sellerRoutes } from './modules/seller/routes.js';

export type AppOptions = {
  config: Config;
  /** Already migrated; the caller owns it and closes it after the app. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp({ config, database, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // The REST contract has ids and keywords in query strings; keep URLs bounded.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await app.register(requestContext, { client: { id: config.clientId, secret: config.clientSecret } });
  await app.register(helmet);
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    // Health endpoints must answer even when the process is busy.
    exposeStatusRoute: false,
  });
  await registerDocs(app);

  const { db } = database;
  await app.register(healthRoutes, { db });
  await app.register(goodsRoutes, { db });
  await app.register(categoryRoutes, { db });
  await app.register(sellerRoutes, { db });
  await app.register(filesRoutes, { filesDir: config.filesDir });
  return app;
}
