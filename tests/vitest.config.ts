// Cross-service (contract) tests: the BFF against a running nextland on a real database.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    include: ['contract/**/*.test.ts'],
    // Runs after the unit projects: it starts real services and wants the machine's cores to itself.
    sequence: { groupOrder: 1 },
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
