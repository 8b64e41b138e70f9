// https://vitest.dev/config/
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One migrated and one seeded database per driver for the whole run; suites start from copies.
    globalSetup: ['src/test/images-global.ts'],
    // PGlite needs a few seconds to boot and seed.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
