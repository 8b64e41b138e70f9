import { describe, expect, it } from 'vitest';
import {
  extractLocale,
  localizePath,
  routeName,
  switchLocalePath,
  withoutTrailingSlash,
} from './localize-path.js';

describe('localizePath', () => {
  it('leaves the default locale (zh-cn) without a prefix', () => {
    expect(localizePath('/goods', 'zh-cn')).toBe('/goods');
    expect(localizePath('/', 'zh-cn')).toBe('/');
  });

  it('prefixes the other locales, with no trailing slash at the root', () => {
    expect(localizePath('/goods?sort=NEWEST', 'en')).toBe('/en/goods?sort=NEWEST');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/?x=1', 'zh-tw')).toBe('/zh-tw?x=1');
    expect(localizePath('/#top', 'zh-tw')).toBe('/zh-tw#top');
    expect(localizePath('opus', 'en')).toBe('/en/opus');
  });
});

describe('extractLocale', () => {
  it('strips a known prefix', () => {
    expect(extractLocale('/en/goods/details?id=1')).toEqual({ locale: 'en', path: '/goods/details?id=1' });
    expect(extractLocale('/zh-tw')).toEqual({ locale: 'zh-tw', path: '/' });
    expect(extractLocale('/en?x=1')).toEqual({ locale: 'en', path: '/?x=1' });
  });

  it('treats unprefixed URLs, the default prefix and look-alikes as the default locale', () => {
    expect(extractLocale('/goods')).toEqual({ locale: 'zh-cn', path: '/goods' });
    // zh-cn has no prefix, so /zh-cn/... is an ordinary (unknown) path, not a locale.
    expect(extractLocale('/zh-cn/goods')).toEqual({ locale: 'zh-cn', path: '/zh-cn/goods' });
    expect(extractLocale('/english')).toEqual({ locale: 'zh-cn', path: '/english' });
    expect(extractLocale('/EN/goods')).toEqual({ locale: 'zh-cn', path: '/EN/goods' });
    expect(extractLocale('/fr/goods')).toEqual({ locale: 'zh-cn', path: '/fr/goods' });
  });

  it('round-trips with localizePath', () => {
    for (const locale of ['zh-cn', 'en', 'zh-tw'] as const) {
      for (const path of ['/', '/goods', '/goods/details?id=7', '/?q=1']) {
        expect(extractLocale(localizePath(path, locale))).toEqual({ locale, path });
      }
    }
  });
});

describe('switchLocalePath', () => {
  it('keeps the logical path and the query in the new locale', () => {
    expect(switchLocalePath('/en/goods', '?page=2', 'zh-tw')).toBe('/zh-tw/goods?page=2');
    expect(switchLocalePath('/zh-tw/opus', '', 'zh-cn')).toBe('/opus');
    expect(switchLocalePath('/', '', 'en')).toBe('/en');
    expect(switchLocalePath('/en', '', 'zh-cn')).toBe('/');
  });
});

describe('withoutTrailingSlash', () => {
  it('removes trailing slashes and keeps the query', () => {
    expect(withoutTrailingSlash('/en/goods/')).toBe('/en/goods');
    expect(withoutTrailingSlash('/en/')).toBe('/en');
    expect(withoutTrailingSlash('/goods//?sort=NEWEST')).toBe('/goods?sort=NEWEST');
  });

  it('returns null when there is nothing to change', () => {
    expect(withoutTrailingSlash('/')).toBeNull();
    expect(withoutTrailingSlash('/?x=1')).toBeNull();
    expect(withoutTrailingSlash('/en/goods')).toBeNull();
    expect(withoutTrailingSlash('/goods?next=/a/')).toBeNull();
  });

  it('never produces a protocol-relative (open) redirect', () => {
    expect(withoutTrailingSlash('//evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('/\\evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('///')).toBe('/');
  });
});

describe('routeName', () => {
  it('joins the locale with three underscores; the default locale is "default"', () => {
    expect(routeName('goods', 'zh-cn')).toBe('goods___default');
    expect(routeName('goods', 'en')).toBe('goods___en');
    expect(routeName('goods', 'zh-tw')).toBe('goods___zh-tw');
  });
});
