// Runs drizzle-kit so that its own `import('drizzle-orm/...')` finds this workspace's drizzle-orm.
// npm installed drizzle-orm under nextland/node_modules (not hoisted), while drizzle-kit sits at the root,
// so without this hook drizzle-kit stops with "Please install latest version of drizzle-orm".
// https://nodejs.org/docs/latest-v20.x/api/module.html#customization-hooks
import { spawnSync } from 'node:child_process';
import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';

const hook = `
const parent = ${JSON.stringify(import.meta.url)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: parent });
  }
  return next(specifier, context);
}`;

if (process.env.NEXTLAND_DRIZZLE_HOOKED) {
  // Loaded through --import in the child: only install the hook; node then runs drizzle-kit's bin.
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
} else {
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
  const args = ['--import', import.meta.filename, bin, ...process.argv.slice(2)];
  const result = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    // NODE_PATH covers drizzle-kit's CJS `require('drizzle-orm')`; the hook covers its `import()`.
    env: {
      ...process.env,
      NEXTLAND_DRIZZLE_HOOKED: '1',
      NODE_PATH: join(import.meta.dirname, '..', 'node_modules'),
    },
  });
  process.exit(result.status ?? 1);
}
