// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n.js';
import { RootStore } from '../../stores/root-store.js';
import { StoresProvider } from '../../stores/use-stores.js';

let pageContext: Record<string, unknown> = {};
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }));

const { Layout } = await import('../../pages/+Layout.js');

function show(layout: 'default' | 'bare', store = new RootStore('en')) {
  pageContext = {
    locale: 'en',
    urlOriginal: '/en/goods?page=2',
    urlPathname: '/en/goods',
    urlParsed: { searchOriginal: '?page=2' },
    config: { layout },
  };
  render(
    <MockedProvider>
      <I18nextProvider i18n={getI18n('en')}>
        <StoresProvider store={store}>
          <Layout>
            <p>page body</p>
          </Layout>
        </StoresProvider>
      </I18nextProvider>
    </MockedProvider>,
  );
  return store;
}

// jsdom cannot navigate; stop link clicks after React has handled them.
const stopNavigation = (event: Event) => event.preventDefault();

describe('+Layout', () => {
  beforeEach(() => document.addEventListener('click', stopNavigation));
  afterEach(() => {
    cleanup();
    document.removeEventListener('click', stopNavigation);
    // biome-ignore lint/suspicious/noDocumentCookie: clears the cookie the locale switcher wrote.
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  });

  it('default shell: header navigation to every area, login entry, footer', () => {
    show('default');
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/en/opus',
      '/en/goods',
      '/en/cocreate',
      '/en/crowdfunding',
      '/en/news',
      '/en/activity',
      '/en/mechanism',
      '/en/creator',
      '/en/digital-assets',
    ]);
    expect(within(nav).getByRole('link', { name: 'Goods' }).getAttribute('aria-current')).toBe('page');
    expect(within(header).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      // Logging in comes back to this page (issue 9).
      '/en/login?next=%2Fen%2Fgoods%3Fpage%3D2',
    );
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.getByRole('main').textContent).toBe('page body');
  });

  it('the locale switcher links to the same page in each locale and stores the choice', () => {
    show('default');
    const switcher = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Language' });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/goods?page=2',
      '/en/goods?page=2',
      '/zh-tw/goods?page=2',
    ]);
    fireEvent.click(within(switcher).getByRole('link', { name: '繁體中文' }));
    expect(document.cookie).toBe('i18n_redirected=zh-tw');
  });

  it('a route can replace the shell with layout "bare"', () => {
    show('bare');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('page body');
  });

  it('shows the loading bar while the store says so', () => {
    const store = show('bare');
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => store.ui.loadingBar.start());
    expect(screen.getByRole('progressbar').getAttribute('data-state')).toBe('starting');
  });

  it('shows messages, each closable', () => {
    const store = show('bare');
    act(() => {
      store.ui.messages.show({ type: 'error', text: 'Could not save' });
      store.ui.messages.loading('Saving…');
    });
    expect(screen.getByRole('alert').textContent).toContain('Could not save');
    const closeButtons = screen.getAllByRole('button', { name: 'Close message' });
    expect(closeButtons).toHaveLength(2);
    fireEvent.click(closeButtons[0] as HTMLElement);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Saving…');
  });

  it('offers a reload once a newer build is announced', () => {
    const store = show('bare');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    act(() => store.ui.build.setLatest('newer'));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
