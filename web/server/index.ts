import { shutdownOnSignal } from '@nextland/server-kit';
import { buildApp } from './app.js';
import { readServerConfig } from './config.js';
import { mountViteDevMiddleware } from './dev-server.js';

const config = readServerConfig();
// Canonical and hreflang links read it while rendering (pages/+Head.tsx); readServerConfig validated it.
process.env.PUBLIC_ORIGIN = config.publicOrigin;

const app = await buildApp({
  config,
  mountDevMiddleware: config.production
    ? undefined
    : (instance) => mountViteDevMiddleware(instance, config.root),
});

// Finish in-flight requests on SIGTERM/SIGINT (docker stop, Ctrl-C), refuse new ones cleanly; exit 1 after 10 s.
shutdownOnSignal(app);

await app.listen({ port: config.port, host: config.host });
