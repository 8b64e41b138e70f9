// https://github.com/graphql/graphiql/tree/main/packages/graphiql#readme
// GraphiQL 5 bundled by Vite: Monaco's workers come from the package (no CDN), so the page works offline.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { exampleTabs } from './examples.js';

// Same origin as the page; JSON POSTs pass Apollo's CSRF prevention without extra headers.
const fetcher = createGraphiQLFetcher({ url: new URL('/graphql', window.location.href).href });

const container = document.getElementById('sandbox');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} defaultTabs={exampleTabs} defaultHeaders='{ "x-locale": "en" }' />
    </StrictMode>,
  );
}
