// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { render as abortRender } from 'vike/abort';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n.js';

let pageContext: Record<string, unknown> = {};
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }));
vi.mock('vike-react/Config', () => ({ Config: () => null }));

const { Page } = await import('./+Page.js');
const { throwNotFound } = await import('../../lib/errors/http-errors.js');

function show(context: Record<string, unknown>, locale: 'zh-tw' | 'en' = 'zh-tw') {
  pageContext = { locale, urlOriginal: '/zh-tw/somewhere', ...context };
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <Page />
    </I18nextProvider>,
  );
}

/** What Vike puts on pageContext for `throw render(...)`. */
function abortOf(thrower: () => never) {
  try {
    thrower();
  } catch (error) {
    return (error as { _pageContextAbort: Record<string, unknown> })._pageContextAbort;
  }
  throw new Error('did not throw');
}

describe('error page (spec §8)', () => {
  afterEach(cleanup);

  it('a failed route validity check: 404, Page Not Found and the abort message, in English', () => {
    const abort = abortOf(() => throwNotFound({ urlOriginal: '/en/goods/details?id=x' }));
    show({ is404: true, ...abort, urlOriginal: '/en/goods/details?id=x' }, 'en');
    expect(screen.getByTestId('error-title').textContent).toBe('Page Not Found');
    expect(screen.getByTestId('error-message').textContent).toBe('Page Not Found: /en/goods/details?id=x');
  });

  it('the same in Traditional Chinese: every word in the page language (issue 9)', () => {
    const abort = abortOf(() => throwNotFound({ urlOriginal: '/goods/details?id=x' }));
    show({ is404: true, ...abort, urlOriginal: '/goods/details?id=x' });
    expect(screen.getByTestId('error-title').textContent).toBe('找不到頁面');
    expect(screen.getByTestId('error-message').textContent).toBe('找不到頁面：/goods/details?id=x');
    expect(screen.getByText(/^404/)).toBeVisible();
    // The rest is translated into the page's locale.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      getI18n('zh-tw').t('errors:notFound.heading'),
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/zh-tw');
  });

  it('no matching route: Page not found: {path}', () => {
    show({ is404: true, urlOriginal: '/en/nowhere?x=1' }, 'en');
    expect(screen.getByTestId('error-title').textContent).toBe('Page Not Found');
    expect(screen.getByTestId('error-message').textContent).toBe('Page not found: /en/nowhere?x=1');
  });

  it('anything else: Internal Server Error, status 500 by default, no details', () => {
    show({ is404: false }, 'en');
    expect(screen.getByTestId('error-title').textContent).toBe('Internal Server Error');
    expect(screen.getByText(/^500/)).toBeVisible();
    expect(screen.queryByTestId('error-message')).toBeNull();
  });

  it('keeps another abort status and uses the 500 wording for it', () => {
    show({
      is404: false,
      ...abortOf(() => {
        throw abortRender(429, 'slow down');
      }),
    });
    expect(screen.getByText(/^429/)).toBeVisible();
    expect(screen.getByTestId('error-title').textContent).toBe('伺服器內部錯誤');
  });

  it.each([
    ['en', 'Temporarily Unavailable', 'This page is temporarily unavailable', 'Try again'],
    ['zh-tw', '暫時無法使用', '這個頁面暫時無法開啟', '重試'],
  ] as const)(
    'an upstream outage (503) in %s: temporarily unavailable, with a link that loads the page again',
    (locale, title, heading, retry) => {
      const urlOriginal = `/${locale}/goods?sort=NEWEST`;
      show(
        {
          is404: false,
          ...abortOf(() => {
            throw abortRender(503, 'upstream unavailable: UPSTREAM_UNAVAILABLE');
          }),
          urlOriginal,
        },
        locale,
      );
      expect(screen.getByText(/^503/)).toBeVisible();
      expect(screen.getByTestId('error-title').textContent).toBe(title);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      const link = screen.getByTestId('error-retry');
      expect(link.textContent).toBe(retry);
      expect(link.getAttribute('href')).toBe(urlOriginal);
      expect(link.getAttribute('rel')).toBe('external');
      // The upstream's details are for the logs, not the page.
      expect(screen.queryByTestId('error-message')).toBeNull();
    },
  );
});
