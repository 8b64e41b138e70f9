import closeWithGrace from 'close-with-grace';
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

// Finish in-flight requests on SIGTERM/SIGINT (docker stop, Ctrl-C); give up after 10 s.
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error(err);
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
