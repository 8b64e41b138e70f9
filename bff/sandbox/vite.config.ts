// https://vite.dev/config/
// Builds the GraphiQL sandbox into dist/sandbox; the BFF serves it under /graphql/sandbox/.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const sandboxBase = '/graphql/sandbox/';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: sandboxBase,
  plugins: [react()],
  // Monaco's workers import each other as modules; ES workers keep them as separate chunks.
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('../dist/sandbox', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 8000,
    reportCompressedSize: false,
    rolldownOptions: {
      // GraphiQL's React-compiler directives ("use no memo") are meaningless in a bundle; keep the log readable.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
