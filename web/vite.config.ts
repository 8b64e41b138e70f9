// https://vite.dev/config/
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { buildManifestPlugin, createBuildInfo } from './build/build-manifest-plugin.js';
import { inlineDocumentsPlugin } from './build/inline-documents-plugin.js';
import { messageChunksPlugin } from './build/message-chunks-plugin.js';
import { pageWeightGuardPlugin } from './build/page-weight-guard-plugin.js';

export default defineConfig({
  plugins: [
    vike(),
    react(),
    tailwindcss(),
    buildManifestPlugin(createBuildInfo()),
    messageChunksPlugin(),
    inlineDocumentsPlugin('src/graphql/generated'),
    pageWeightGuardPlugin(),
  ],
  resolve: {
    // zod without its `new Function` probe, which the CSP reports (src/lib/forms/zod-without-eval.ts). Only the
    // bare specifier: the module itself imports `zod/v4`.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/forms/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // Public source maps: production stack traces and profiles point at our source, and Lighthouse's
    // valid-source-maps check passes. Browsers fetch a map only when developer tools are open, so pages load
    // the same bytes; the code they describe is shipped to every visitor anyway.
    sourcemap: true,
  },
});
