import path from 'node:path';
import compress from '@fastify/compress';
import { installDrain } from '@nextland/server-kit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { ServerConfig } from './config.js';
import { registerHealth } from './health.js';
import { registerHttpErrors } from './http-errors.js';
import { registerLocaleRedirects } from './locale-redirects.js';
import { registerPersonalCentreGuard } from './personal-centre-guard.js';
import { registerProxies } from './proxies.js';
import { createRenderCache } from './render-cache/create-render-cache.js';
import { type RenderFn, sendRenderedPage, vikeRender } from './render-page.js';
import { registerSecurity } from './security.js';
import { registerStaticFiles } from './static-files.js';

export type AppOptions = {
  config: ServerConfig;
  /** Page renderer; defaults to Vike's renderPage (tests pass a stub). */
  render?: RenderFn;
  /** Development: mounts Vite's dev middleware (see dev-server.ts) before our routes. */
  mountDevMiddleware?: (app: FastifyInstance) => Promise<void>;
  logger?: boolean;
};

/** The web server: security headers, compression, proxies, static files (production) and SSR. */
export async function buildApp({
  config,
  render = vikeRender,
  mountDevMiddleware,
  logger = true,
}: AppOptions) {
  // Fastify's two info lines per request (`incoming request`, `request completed`) are off in production, as
  // in the BFF: at a few milliseconds of CPU per page they were a measurable share of every render. Errors
  // still reach the log: turning request logging off silences the default error handler too, so the hook
  // below logs them (Vike logs its own render errors).
  const app = Fastify({
    logger,
    // Only configured proxies in front may name the client (WEB_TRUST_PROXY; default nobody): the proxies
    // below forward request.ip, on which the BFF's and nextland's per-address rate limits key.
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: config.production }),
  });
  // First, so a request refused while stopping runs nothing else (packages/server-kit).
  const drain = installDrain(app);
  if (config.production) {
    app.addHook('onError', async (request, reply, error) => {
      const level = reply.statusCode >= 500 ? 'error' : 'info';
      request.log[level]({ err: error, method: request.method, url: request.url }, 'request failed');
    });
  }
  registerHttpErrors(app);
  await registerSecurity(app, config.production);
  await app.register(compress, { global: true });
  if (mountDevMiddleware) await mountDevMiddleware(app);
  registerLocaleRedirects(app);
  registerPersonalCentreGuard(app);
  await registerProxies(app, config);

  // Only the production build: in development every request should show the code as it is now.
  const renderCache = config.production ? createRenderCache(config.renderCache, app.log) : undefined;
  if (renderCache) app.addHook('onClose', () => renderCache.close());

  const sendStatic = config.production
    ? await registerStaticFiles(app, path.join(config.root, 'dist', 'client'))
    : null;

  registerHealth(app, config.bffUrl, drain.isDraining);

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (sendStatic?.(pathname, reply)) return reply;
      return sendRenderedPage(render, request, reply, renderCache);
    },
  });
  return app;
}
