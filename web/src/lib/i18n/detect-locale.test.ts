import { describe, expect, it } from 'vitest';
import { detectLocale, localeFromLanguageTag, parseAcceptLanguage } from './detect-locale.js';

describe('detectLocale (spec §2: cookie, then browser languages, then zh-cn)', () => {
  it('uses a valid stored cookie before the browser languages', () => {
    expect(detectLocale({ cookie: 'zh-tw', languages: ['en-US'] })).toBe('zh-tw');
    expect(detectLocale({ cookie: 'zh-cn', languages: ['en'] })).toBe('zh-cn');
  });

  it('ignores an invalid cookie and takes the first supported browser language', () => {
    expect(detectLocale({ cookie: 'fr', languages: ['de-DE', 'en-GB', 'zh-CN'] })).toBe('en');
    expect(detectLocale({ cookie: undefined, languages: ['zh-Hant-HK', 'en'] })).toBe('zh-tw');
  });

  it('falls back to zh-cn', () => {
    expect(detectLocale({ languages: [] })).toBe('zh-cn');
    expect(detectLocale({ cookie: 'EN', languages: ['fr', 'ja'] })).toBe('zh-cn');
  });
});

describe('localeFromLanguageTag', () => {
  it('maps English and both Chinese scripts', () => {
    expect(localeFromLanguageTag('en')).toBe('en');
    expect(localeFromLanguageTag('EN-us')).toBe('en');
    expect(localeFromLanguageTag('zh')).toBe('zh-cn');
    expect(localeFromLanguageTag('zh-CN')).toBe('zh-cn');
    expect(localeFromLanguageTag('zh-Hans-HK')).toBe('zh-cn');
    expect(localeFromLanguageTag('zh-TW')).toBe('zh-tw');
    expect(localeFromLanguageTag('zh-HK')).toBe('zh-tw');
    expect(localeFromLanguageTag('zh-Hant')).toBe('zh-tw');
  });

  it('returns null for anything else', () => {
    expect(localeFromLanguageTag('*')).toBeNull();
    expect(localeFromLanguageTag('')).toBeNull();
    expect(localeFromLanguageTag('eng')).toBe(null);
    expect(localeFromLanguageTag('fr-FR')).toBeNull();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by q, keeping header order for ties, and drops q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.4, zh-TW;q=0.9, en, de;q=0.9, ja;q=0')).toEqual([
      'en',
      'zh-TW',
      'de',
      'fr',
    ]);
  });

  it('handles a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('feeds detection in preference order', () => {
    const languages = parseAcceptLanguage('en;q=0.5, zh-HK;q=0.8');
    expect(detectLocale({ languages })).toBe('zh-tw');
  });
});
