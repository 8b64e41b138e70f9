import { describe, expect, it } from 'vitest';
import { lang } from '../../pages/+lang.js';
import { hreflangLinks } from './hreflang.js';

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
    const hrefs = hreflangLinks('/zh-tw', '', '').map((link) => link.href);
    expect(hrefs).toEqual(['/', '/en', '/zh-tw', '/']);
  });
});

describe('<html lang>', () => {
  it('follows the page locale', () => {
    expect(lang({ locale: 'zh-cn' } as Parameters<typeof lang>[0])).toBe('zh-CN');
    expect(lang({ locale: 'en' } as Parameters<typeof lang>[0])).toBe('en');
    expect(lang({ locale: 'zh-tw' } as Parameters<typeof lang>[0])).toBe('zh-TW');
  });
});
