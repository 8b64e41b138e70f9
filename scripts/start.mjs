// `npm start`: build everything, then run nextland (migrates, seeds an empty database), the BFF and the web
// server, each started once the one it depends on answers /ready. Ctrl-C stops all three.

import { run } from './lib/run.mjs';
import { runServices } from './lib/services.mjs';

const skipBuild = process.env.SKIP_BUILD === '1';
if (!skipBuild) await run('npm', ['run', 'build']);

const ports = {
  nextland: process.env.NEXTLAND_PORT ?? '8080',
  bff: process.env.BFF_PORT ?? '4000',
  web: process.env.PORT ?? '3000',
};

// The embedded default runs with the demo client credential, so nextland and the BFF are not in production
// mode here (production refuses default secrets); the web server always serves the production build.
await runServices({ ports, env: { SEED_ON_EMPTY: '1' } });
console.log(
  `\nNextland is ready: http://localhost:${ports.web}  (GraphQL sandbox http://localhost:${ports.bff}/graphql)\n`,
);
