// https://vitest.dev/config/
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bff',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The sandbox test builds dist/sandbox with Vite when it is missing (about 15 s here).
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
