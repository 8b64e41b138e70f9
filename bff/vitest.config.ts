// https://vitest.dev/config/
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node (production) loads graphql's CommonJS entry for everyone; Vite would pick its ESM entry (`module`)
  // for our sources while graphql-ws and @graphql-tools, loaded by Node, get the CommonJS one — two graphql
  // realms whose schemas and errors do not mix. One entry for all, as in production.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'bff',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module cache per worker across files (issue 25): each file builds its own server and clients.
    isolate: false,
    // One real nextland (in-memory PGlite) for every test file: test-support/nextland-global.ts.
    globalSetup: ['src/test-support/nextland-global.ts'],
    // The sandbox test builds dist/sandbox with Vite when it is missing (about 15 s here).
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
