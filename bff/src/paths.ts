// Files the BFF reads at runtime. This module sits one level below the package (src/paths.ts), like the
// bundled dist/server.js, so the same relative URLs work in development and from the build.
import { fileURLToPath } from 'node:url';

/** schema/*.graphql at the repository root. */
export const defaultSchemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));

/** The GraphiQL page built by `npm run build -w bff` (vite build of sandbox/). */
export const defaultSandboxDir = fileURLToPath(new URL('../dist/sandbox/', import.meta.url));
