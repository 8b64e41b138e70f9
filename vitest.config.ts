// https://vitest.dev/guide/projects — one run over every workspace's own vitest config.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/rules', 'packages/server-kit', 'nextland', 'bff', 'web', 'tests'],
    // Two workers match the two cores here (the default would be one).
    maxWorkers: 2,
  },
});
