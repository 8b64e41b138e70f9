// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../lib/i18n/i18n.js';
import { RootStore } from '../../../stores/root-store.js';
import { StoresProvider } from '../../../stores/use-stores.js';
import { CopyLinkButton } from './copy-link-button';

function renderButton(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const store = new RootStore('en');
  render(
    <StoresProvider store={store}>
      <I18nextProvider i18n={getI18n('en')}>
        <CopyLinkButton />
      </I18nextProvider>
    </StoresProvider>,
  );
  return store;
}

describe('CopyLinkButton', () => {
  afterEach(cleanup);

  it('copies the page address and confirms with a success message', async () => {
    const writeText = vi.fn(async () => {});
    const store = renderButton(writeText);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(store.ui.messages.messages).toHaveLength(1));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(store.ui.messages.messages[0]).toMatchObject({ type: 'success', text: 'Link copied' });
  });

  it('says so when the clipboard refuses', async () => {
    const store = renderButton(async () => {
      throw new Error('denied');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(store.ui.messages.messages).toHaveLength(1));
    expect(store.ui.messages.messages[0]).toMatchObject({ type: 'error', text: "Couldn't copy the link" });
  });
});
