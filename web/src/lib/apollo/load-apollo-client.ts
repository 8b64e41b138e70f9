import type { ApolloClient } from '@apollo/client';
import { createContext, useCallback, useContext } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.js';

type LoadApolloClient = (locale: Locale) => Promise<ApolloClient>;

/**
 * The browser's Apollo Client for `locale`, loaded on first use. Catalogue pages render and hydrate from
 * their `+data` JSON (lib/page-data/), so Apollo Client, rxjs and graphql's printer stay off their first
 * load; the chunk arrives with the first interaction that needs GraphQL (infinite scroll, a retry, login).
 */
export const loadApolloClient: LoadApolloClient = (locale) =>
  import('./apollo-client-for-page.js').then((module) => module.apolloClientForPage(locale));

// Components reach the loader through context, so tests can hand them a client with mocked responses.
const ApolloClientLoaderContext = createContext<LoadApolloClient>(loadApolloClient);

/** Tests: `<ApolloClientLoaderProvider value={() => Promise.resolve(client)}>`. */
export const ApolloClientLoaderProvider = ApolloClientLoaderContext.Provider;

/** Loads (once) and returns the page locale's Apollo Client. */
export function useApolloClientLoader(): () => Promise<ApolloClient> {
  const load = useContext(ApolloClientLoaderContext);
  const pageContext = usePageContext() as ReturnType<typeof usePageContext> | undefined;
  const locale = pageContext?.locale ?? DEFAULT_LOCALE;
  return useCallback(() => load(locale), [load, locale]);
}
