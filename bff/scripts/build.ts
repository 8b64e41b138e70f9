// `npm run build -w bff`: the GraphiQL sandbox (dist/sandbox) and the server bundle (dist/server.js, with
// node_modules left external). `--sandbox-if-missing` builds only a missing sandbox (used by `npm run dev`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const sandboxConfig = fileURLToPath(new URL('../sandbox/vite.config.ts', import.meta.url));
const sandboxOnlyIfMissing = process.argv.includes('--sandbox-if-missing');

async function buildSandbox(): Promise<void> {
  await build({ configFile: sandboxConfig, logLevel: 'warn' });
}

async function buildServer(): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/server.ts',
      outDir: 'dist',
      emptyOutDir: false,
      target: 'node20',
      sourcemap: true,
      rolldownOptions: { output: { entryFileNames: 'server.js' } },
    },
  });
}

if (sandboxOnlyIfMissing) {
  if (!existsSync(fileURLToPath(new URL('../dist/sandbox/index.html', import.meta.url))))
    await buildSandbox();
} else {
  await buildSandbox();
  await buildServer();
}
