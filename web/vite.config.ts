// https://vite.dev/config/
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
  build: {
    // Public source maps: production stack traces and profiles point at our source, and Lighthouse's
    // valid-source-maps check passes. Browsers fetch a map only when developer tools are open, so pages load
    // the same bytes; the code they describe is shipped to every visitor anyway.
    sourcemap: true,
  },
});
