import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, normaliseLang, resolveLang } from './lang.js';

describe('normaliseLang', () => {
  it.each([
    ['zh-cn', 'zh-cn'],
    ['zh-CN', 'zh-cn'],
    ['zh_CN', 'zh-cn'],
    ['zh', 'zh-cn'],
    ['zh-Hans-CN', 'zh-cn'],
    ['zh-TW', 'zh-tw'],
    ['zh_tw', 'zh-tw'],
    ['zh-HK', 'zh-tw'],
    ['zh-Hant', 'zh-tw'],
    ['en', 'en'],
    ['EN-us', 'en'],
    [' en-GB ', 'en'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseLang(input)).toBe(expected);
  });

  it('returns null for unsupported or empty tags', () => {
    expect(normaliseLang('fr')).toBeNull();
    expect(normaliseLang('english')).toBeNull();
    expect(normaliseLang('')).toBeNull();
    expect(normaliseLang(undefined)).toBeNull();
  });
});

describe('langFromAcceptLanguage', () => {
  it('honours q-values, then order', () => {
    expect(langFromAcceptLanguage('fr;q=1, en;q=0.5, zh-TW;q=0.8')).toBe('zh-tw');
    expect(langFromAcceptLanguage('en-US,en;q=0.9,zh-CN;q=0.8')).toBe('en');
    expect(langFromAcceptLanguage('zh-CN, en')).toBe('zh-cn');
  });

  it('skips unsupported and zero-weight tags', () => {
    expect(langFromAcceptLanguage('fr, de;q=0.9, en;q=0.1')).toBe('en');
    expect(langFromAcceptLanguage('en;q=0, zh-TW;q=0.2')).toBe('zh-tw');
    expect(langFromAcceptLanguage('fr, de')).toBeNull();
    expect(langFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe('resolveLang', () => {
  it('prefers the lang query parameter over Accept-Language', () => {
    expect(resolveLang({ lang: 'en' }, 'zh-TW')).toBe('en');
    expect(resolveLang({ lang: 'zh-tw' }, 'en')).toBe('zh-tw');
  });

  it('falls back to zh-cn for an unknown lang parameter, even when Accept-Language names another', () => {
    expect(resolveLang({ lang: 'fr' }, 'en')).toBe('zh-cn');
  });

  it('uses Accept-Language without a lang parameter, then the default', () => {
    expect(resolveLang({}, 'en-GB')).toBe('en');
    expect(resolveLang(undefined, undefined)).toBe('zh-cn');
    expect(resolveLang({ lang: ['en', 'zh-tw'] }, undefined)).toBe('zh-cn');
  });
});
