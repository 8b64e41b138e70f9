import type { NormalizedCacheObject } from '@apollo/client';
import type { Locale } from '../i18n/locales.js';
import { createApolloClient, forwardedHeaders } from './create-apollo-client.js';
import { mergeApolloState } from './merge-apollo-state.js';

type ApolloClientInstance = ReturnType<typeof createApolloClient>;

// One browser client per locale: server data is localised (category names, messages), so switching
// language must not show cached text from the other language.
const browserClients = new Map<Locale, ApolloClientInstance>();
const restoredStates = new WeakSet<NormalizedCacheObject>();
let unauthenticatedHandler: (() => void) | undefined;

/** Installed once in the browser (features/account session wiring): what to do when the session ends. */
export function onSessionEnded(handler: () => void): void {
  unauthenticatedHandler = handler;
}

type PageInput = {
  locale: Locale;
  apolloState?: NormalizedCacheObject | undefined;
  headers?: Record<string, string> | null | undefined;
};

/**
 * Server: a fresh client per request seeded with that request's `+data` snapshot.
 * Browser: one client for the whole visit; each page's snapshot is merged in once, so hydration and
 * client navigation read from cache and make no GraphQL request.
 */
export function apolloClientForPage({ locale, apolloState, headers }: PageInput): ApolloClientInstance {
  if (import.meta.env.SSR) {
    return createApolloClient({
      ssr: true,
      uri: `${(process.env.BFF_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '')}/graphql`,
      headers: forwardedHeaders({
        locale,
        acceptLanguage: headers?.['accept-language'],
      }),
      initialState: apolloState,
    });
  }
  let client = browserClients.get(locale);
  if (!client) {
    client = createApolloClient({
      ssr: false,
      uri: '/graphql',
      headers: { 'x-locale': locale },
      onUnauthenticated: () => unauthenticatedHandler?.(),
      live: true,
    });
    browserClients.set(locale, client);
  }
  if (apolloState && !restoredStates.has(apolloState)) {
    client.cache.restore(mergeApolloState(client.extract() as NormalizedCacheObject, apolloState));
    restoredStates.add(apolloState);
  }
  return client;
}
