// https://vitest.dev/config/
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module cache per worker across files: importing the app's graph (Fastify, Drizzle, pg-boss, PGlite)
    // for each of ~85 files cost more than their tests (issue 25). Suites share no state through modules: each
    // opens its own database and app; the one file that replaces a module loads its own copy (checkout-busy).
    isolate: false,
    // One migrated and one seeded database per driver for the whole run; suites start from copies.
    globalSetup: ['src/test/images-global.ts'],
    // PGlite needs a few seconds to boot and seed.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
