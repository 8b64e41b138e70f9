import type { MockedResponse } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from '../../../lib/i18n/i18n.js';
import { RootStore } from '../../../stores/root-store.js';
import { StoresProvider } from '../../../stores/use-stores.js';
import { MockedApollo } from './mocked-apollo.js';

/**
 * Renders with Apollo mocks, the real `en` messages and a fresh RootStore (anonymous unless the test signs
 * the store in). Tests must mock `vike-react/usePageContext` (locale) themselves, since vi.mock is hoisted
 * per test file.
 */
export function renderWithProviders(
  ui: ReactElement,
  mocks: MockedResponse[] = [],
  store = new RootStore('en'),
) {
  return render(
    <StoresProvider store={store}>
      <MockedApollo mocks={mocks}>
        <I18nextProvider i18n={getI18n('en')}>{ui}</I18nextProvider>
      </MockedApollo>
    </StoresProvider>,
  );
}
