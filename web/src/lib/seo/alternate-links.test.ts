import { describe, expect, it } from 'vitest';
import { lang } from '../../pages/+lang.js';
import { canonicalUrl, hreflangLinks } from './alternate-links.js';

describe('hreflangLinks', () => {
  it('lists every locale for the same logical page, then x-default (the unprefixed URL)', () => {
    expect(hreflangLinks('/en/goods', '?page=2', 'https://nextland.example')).toEqual([
      { hreflang: 'zh-CN', href: 'https://nextland.example/goods?page=2' },
      { hreflang: 'en', href: 'https://nextland.example/en/goods?page=2' },
      { hreflang: 'zh-TW', href: 'https://nextland.example/zh-tw/goods?page=2' },
      { hreflang: 'x-default', href: 'https://nextland.example/goods?page=2' },
    ]);
  });

  it('gives slash-less locale roots for the home page', () => {
    const hrefs = hreflangLinks('/zh-tw', '', 'http://localhost:3000').map((link) => link.href);
    expect(hrefs).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/en',
      'http://localhost:3000/zh-tw',
      'http://localhost:3000/',
    ]);
  });
});

describe('canonicalUrl', () => {
  it('is the page’s own absolute URL in its locale, keeping the query that selects the content', () => {
    // Vike's urlPathname is the logical path (+onBeforeRoute strips the prefix).
    expect(canonicalUrl('/goods/details', '?id=7', 'en', 'https://nextland.example')).toBe(
      'https://nextland.example/en/goods/details?id=7',
    );
    expect(canonicalUrl('/goods', '', 'zh-cn', 'https://nextland.example')).toBe(
      'https://nextland.example/goods',
    );
    expect(canonicalUrl('/', '', 'zh-tw', 'http://localhost:3000')).toBe('http://localhost:3000/zh-tw');
  });
});

describe('<html lang>', () => {
  it('follows the page locale', () => {
    expect(lang({ locale: 'zh-cn' } as Parameters<typeof lang>[0])).toBe('zh-CN');
    expect(lang({ locale: 'en' } as Parameters<typeof lang>[0])).toBe('en');
    expect(lang({ locale: 'zh-tw' } as Parameters<typeof lang>[0])).toBe('zh-TW');
  });
});
