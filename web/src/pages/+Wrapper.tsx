// https://vike.dev/Wrapper
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { apolloClientForPage } from '../lib/apollo/apollo-client-for-page.js';
import { getI18n } from '../lib/i18n/i18n.js';
import { createRootStore } from '../stores/root-store.js';
import { StoresProvider } from '../stores/use-stores.js';

/**
 * Providers for every page: Apollo (page data reaches its cache through usePageQuery, see
 * lib/page-data/), the locale's i18next instance and the MobX RootStore.
 */
export function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const { locale } = pageContext;
  const client = apolloClientForPage(locale);
  const [store] = useState(() => createRootStore(locale));
  useEffect(() => store.locale.setLocale(locale), [store, locale]);
  return (
    <ApolloProvider client={client}>
      <I18nextProvider i18n={getI18n(locale)}>
        <StoresProvider store={store}>{children}</StoresProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}
