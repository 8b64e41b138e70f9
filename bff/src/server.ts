// Entry point: `node dist/server.js` (build) or `tsx src/server.ts` (dev).
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp({ config });

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { nextland: config.nextlandUrl, sandbox: config.sandbox, production: config.production },
  `GraphQL on http://${config.host}:${config.port}/graphql`,
);
