// Cross-service (contract) tests: the BFF against a running nextland on a real database.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    include: ['contract/**/*.test.ts', 'layering/**/*.test.ts'],
    // Runs after the unit projects: it starts real services and should not compete with them for the two cores.
    sequence: { groupOrder: 1 },
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
