// Entry point: `node dist/server.js` (build) or `tsx src/server.ts` (dev).
import { shutdownOnSignal } from '@nextland/server-kit';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp({ config });

// Drain (packages/server-kit); Apollo, the live channel and Redis stop in the app's onClose hook.
shutdownOnSignal(app);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { nextland: config.nextlandUrl, sandbox: config.sandbox, production: config.production },
  `GraphQL on http://${config.host}:${config.port}/graphql`,
);
