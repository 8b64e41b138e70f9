// `npm run build -w web` (after `vike build`): the Fastify server as one plain-JavaScript file, dist/web-server.js,
// so production runs compiled code instead of transpiling TypeScript at start-up and routing every dynamic
// import through a loader hook (tsx's hooks answered each `import()` over a worker channel, per request).
// node_modules stay external; dist/web-server.js sits one folder below the web root like server/index.ts, so
// config.ts finds dist/client the same way from both.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  // public/ is copied by vike build into dist/client; not again beside the server file.
  publicDir: false,
  build: {
    ssr: 'server/index.ts',
    outDir: 'dist',
    emptyOutDir: false,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'web-server.js' } },
  },
});
