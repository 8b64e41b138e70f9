// https://vitest.dev/guide/projects — one run over every workspace's own vitest config.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['nextland', 'bff', 'web', 'tests'],
  },
});
