// `npm run build -w nextland`: bundles the server into dist/ and ships the migrations beside it.
// https://esbuild.github.io/api/#build
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = join(import.meta.dirname, '..');

/**
 * Resolves `@nextland/*` imports (the workspace's TypeScript packages, e.g. @nextland/rules) to their source
 * files, so esbuild bundles them despite `packages: 'external'`: node could not load their `.ts` at run time.
 */
const bundleWorkspacePackages: Plugin = {
  name: 'bundle-workspace-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@nextland\// }, (args) => ({
      path: fileURLToPath(import.meta.resolve(args.path)),
    }));
  },
};

const dist = join(root, 'dist');

rmSync(dist, { recursive: true, force: true });

await build({
  // The CLIs are bundled too, so a production image can migrate or seed without tsx.
  entryPoints: {
    server: join(root, 'src/server.ts'),
    'db-migrate': join(root, 'src/db/migrate-cli.ts'),
    'db-seed': join(root, 'src/db/seed/cli.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies stay in node_modules: PGlite loads its wasm and data files relative to its own module.
  packages: 'external',
  // …except the workspace's own TypeScript packages (@nextland/rules), which node cannot load as they are.
  plugins: [bundleWorkspacePackages],
  sourcemap: true,
  logLevel: 'info',
});

// src/db/migrate.ts resolves `./migrations` next to the running module: src/db/ from source, dist/ once bundled.
const migrations = join(root, 'src/db/migrations');
cpSync(migrations, join(dist, 'migrations'), { recursive: true });
if (!existsSync(join(dist, 'migrations/meta/_journal.json'))) {
  throw new Error('build: migrations journal missing from dist/migrations');
}
console.log('nextland: built dist/ (server.js, db-migrate.js, db-seed.js, migrations/)');
