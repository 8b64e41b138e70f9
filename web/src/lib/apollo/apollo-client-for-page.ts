import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { throwError } from 'rxjs';
import type { Locale } from '../i18n/locales.js';
import { createApolloClient } from './create-apollo-client.js';
import { registerLoadedApolloClient } from './loaded-clients.js';
import { sessionEnded } from './session-ended.js';

type ApolloClientInstance = ApolloClient;

// One browser client per locale: server data is localised (category names, messages), so switching
// language must not show cached text from the other language.
const browserClients = new Map<Locale, ApolloClientInstance>();
let serverClient: ApolloClientInstance | undefined;
/**
 * Server: one shared client that never fetches. Server rendering reads page data from `+data`
 * (lib/page-data/use-page-query.ts) and never from Apollo, so its cache stays empty and cannot carry one
 * request's data into another; the client exists for `useApolloClient()` callers, whose calls run in the
 * browser. A query through it fails loudly instead of fetching during a render.
 * Browser: one client per locale for the whole visit, loaded with the first need for it
 * (load-apollo-client.ts; usePageQuery writes a page's `+data` answer into it before `fetchMore`).
 */
export function apolloClientForPage(locale: Locale): ApolloClientInstance {
  if (import.meta.env.SSR) {
    serverClient ??= new ApolloClient({
      ssrMode: true,
      cache: new InMemoryCache(),
      link: new ApolloLink(() =>
        throwError(() => new Error('No GraphQL during server rendering: load page data in +data')),
      ),
    });
    return serverClient;
  }
  let client = browserClients.get(locale);
  if (!client) {
    client = createApolloClient({
      ssr: false,
      uri: '/graphql',
      headers: { 'x-locale': locale },
      onUnauthenticated: sessionEnded,
      live: true,
    });
    browserClients.set(locale, client);
    registerLoadedApolloClient(locale, client);
  }
  return client;
}
