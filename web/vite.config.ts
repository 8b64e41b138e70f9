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
});
