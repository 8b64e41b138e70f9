import { describe, expect, it } from 'vitest';
import { onBeforeRoute } from './+onBeforeRoute.js';
import { onCreatePageContext } from './+onCreatePageContext.js';

type Input = Parameters<typeof onBeforeRoute>[0];

function route(urlPathname: string, searchOriginal: string | null = null) {
  return onBeforeRoute({ urlPathname, urlParsed: { searchOriginal } } as Input).pageContext;
}

describe('+onBeforeRoute', () => {
  it('strips the locale prefix so routes match logical paths', () => {
    expect(route('/en/goods/details', '?id=7')).toEqual({ locale: 'en', urlLogical: '/goods/details?id=7' });
    expect(route('/zh-tw')).toEqual({ locale: 'zh-tw', urlLogical: '/' });
  });

  it('unprefixed URLs are the default locale', () => {
    expect(route('/goods')).toEqual({ locale: 'zh-cn', urlLogical: '/goods' });
    expect(route('/')).toEqual({ locale: 'zh-cn', urlLogical: '/' });
  });
});

describe('+onCreatePageContext', () => {
  type Context = Parameters<typeof onCreatePageContext>[0];

  it('gives every pageContext (also the error page after an abort) the locale of its URL', () => {
    for (const [url, locale] of [
      ['/en/goods/details?id=x', 'en'],
      ['/zh-tw', 'zh-tw'],
      ['/goods', 'zh-cn'],
    ]) {
      const pageContext = { urlOriginal: url } as Context;
      onCreatePageContext(pageContext);
      expect(pageContext.locale).toBe(locale);
    }
  });

  it('keeps a locale that is already set (prerendered copies)', () => {
    const pageContext = { urlOriginal: '/opus', locale: 'en' } as Context;
    onCreatePageContext(pageContext);
    expect(pageContext.locale).toBe('en');
  });
});
