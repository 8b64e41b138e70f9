// https://vitest.dev/config/
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { messageChunksPlugin } from './build/message-chunks-plugin.js';

export default defineConfig({
  plugins: [react(), messageChunksPlugin()],
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'node',
    // Components read messages synchronously, as after the render hooks: load every locale's chunks first.
    // One environment per worker, not per file (issue 25: 87 s instead of 203 s on two cores); fresh-modules.ts
    // keeps each file's mocks and module state its own.
    isolate: false,
    setupFiles: [
      'src/test-support/fresh-modules.ts',
      'src/test-support/load-all-messages.ts',
      'src/test-support/dom-gaps.ts',
      'src/test-support/jest-dom.ts',
    ],
  },
});
