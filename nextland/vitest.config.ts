// https://vitest.dev/config/
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite needs a few seconds to boot and seed.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
