import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type MockedResponse, MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createCache } from '../../../lib/apollo/create-apollo-client.js';
import { ApolloClientLoaderProvider } from '../../../lib/apollo/load-apollo-client.js';
import { getI18n } from '../../../lib/i18n/i18n.js';
import { RootStore } from '../../../stores/root-store.js';
import { StoresProvider } from '../../../stores/use-stores.js';

/** A store with a logged-in user. */
export function signedInStore() {
  const store = new RootStore('en');
  store.session.signedIn({ id: '1', userId: '1', nickname: 'Lin', avatarUrl: null, type: 'UNVERIFIED' });
  return store;
}

/**
 * Renders with a client over `mocks` on the app's cache, reachable by hooks and by the on-demand loader the
 * buttons use, the stores (anonymous unless the test signs in) and the real `en` messages. Tests mock
 * `vike-react/usePageContext` themselves.
 */
export function renderReactions(
  ui: ReactElement,
  mocks: MockedResponse[] = [],
  store = new RootStore('en'),
  /** Hand the client over in a task of its own per call, as the browser's dynamic import does. */
  loadInTasks = false,
) {
  const client = new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });
  const load = () =>
    loadInTasks
      ? new Promise<typeof client>((resolve) => setTimeout(() => resolve(client), 0))
      : Promise.resolve(client);
  return render(
    <StoresProvider store={store}>
      <ApolloProvider client={client}>
        <ApolloClientLoaderProvider value={load}>
          <I18nextProvider i18n={getI18n('en')}>{ui}</I18nextProvider>
        </ApolloClientLoaderProvider>
      </ApolloProvider>
    </StoresProvider>,
  );
}
