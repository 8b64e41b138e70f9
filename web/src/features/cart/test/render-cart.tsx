import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type MockedResponse, MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createCache } from '../../../lib/apollo/create-apollo-client.js';
import { ApolloClientLoaderProvider } from '../../../lib/apollo/load-apollo-client.js';
import { getI18n } from '../../../lib/i18n/i18n.js';
import type { Locale } from '../../../lib/i18n/locales.js';
import { RootStore } from '../../../stores/root-store.js';
import { StoresProvider } from '../../../stores/use-stores.js';

/** A store with a logged-in buyer. */
export function signedInStore(locale: Locale = 'en') {
  const store = new RootStore(locale);
  store.session.signedIn({ id: '7', userId: '7', nickname: 'Lin', avatarUrl: null, type: 'UNVERIFIED' });
  return store;
}

/**
 * Renders with a client over `mocks` on the app's cache (so the cart singleton and the header count behave as
 * in the app), reachable by hooks and by the on-demand loader, the stores and the real messages. Tests mock
 * `vike-react/usePageContext` themselves.
 */
export function renderCart(
  ui: ReactElement,
  mocks: MockedResponse[],
  store = signedInStore(),
  locale: Locale = 'en',
) {
  const client = new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });
  const view = render(
    <StoresProvider store={store}>
      <ApolloProvider client={client}>
        <ApolloClientLoaderProvider value={() => Promise.resolve(client)}>
          <I18nextProvider i18n={getI18n(locale)}>{ui}</I18nextProvider>
        </ApolloClientLoaderProvider>
      </ApolloProvider>
    </StoresProvider>,
  );
  return { ...view, client, store };
}
