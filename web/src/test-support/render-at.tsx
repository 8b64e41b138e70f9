import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createCache } from '../lib/apollo/create-apollo-client.js';
import { getI18n } from '../lib/i18n/i18n.js';
import type { Locale } from '../lib/i18n/locales.js';
import { RootStore } from '../stores/root-store.js';
import { StoresProvider } from '../stores/use-stores.js';

/**
 * Renders `ui` at `path` (a query string included: `/order?role=seller`) inside the personal centre's router, with Apollo mocks (on the app's cache, so
 * connections merge pages like the app), the stores and the real messages of `locale` (`en` unless given). Other routes render their path, so tests can see where a link or a navigation went. Tests mock
 * `vike-react/usePageContext` (locale) themselves, since vi.mock is hoisted per file.
 */
export function renderAt(
  ui: ReactElement,
  path: string,
  mocks: MockedResponse[] = [],
  locale: Locale = 'en',
) {
  const store = new RootStore(locale);
  const view = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <StoresProvider store={store}>
        <I18nextProvider i18n={getI18n(locale)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path.split('?')[0]} element={ui} />
              <Route path="*" element={<CurrentPath />} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </StoresProvider>
    </MockedProvider>,
  );
  return { ...view, store };
}

function CurrentPath() {
  return <p data-testid="navigated">{useLocation().pathname}</p>;
}
