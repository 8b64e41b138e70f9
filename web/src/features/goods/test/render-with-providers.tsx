import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createCache } from '../../../lib/apollo/create-apollo-client.js';
import { getI18n } from '../../../lib/i18n/i18n.js';

/**
 * Renders with Apollo mocks and the real `en` messages. Tests must mock `vike-react/usePageContext`
 * (locale) themselves, since vi.mock is hoisted per test file.
 */
export function renderWithProviders(ui: ReactElement, mocks: MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <I18nextProvider i18n={getI18n('en')}>{ui}</I18nextProvider>
    </MockedProvider>,
  );
}
