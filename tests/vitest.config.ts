// Cross-service (contract) tests: the BFF against a running nextland on a real database.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    include: ['contract/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
