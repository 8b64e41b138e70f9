import { describe, expect, it } from 'vitest';
import { languageTag, parseLocale, resolveLocale } from './locale.js';

describe('resolveLocale', () => {
  it('prefers the x-locale header over the cookie', () => {
    expect(resolveLocale('en', 'zh-tw')).toBe('en');
  });

  it('falls back to the i18n_redirected cookie when the header is absent or unknown', () => {
    expect(resolveLocale(undefined, 'zh-tw')).toBe('zh-tw');
    expect(resolveLocale('fr', 'en')).toBe('en');
  });

  it('defaults to zh-cn', () => {
    expect(resolveLocale(undefined, undefined)).toBe('zh-cn');
    expect(resolveLocale('klingon', 'nope')).toBe('zh-cn');
  });

  it('normalises case and common variants', () => {
    expect(parseLocale('zh-CN')).toBe('zh-cn');
    expect(parseLocale('zh_TW')).toBe('zh-tw');
    expect(parseLocale('zh-Hant')).toBe('zh-tw');
    expect(parseLocale('en-US')).toBe('en');
    expect(resolveLocale(['EN', 'zh-cn'], undefined)).toBe('en');
  });

  it('maps locales to Accept-Language tags', () => {
    expect(languageTag('zh-cn')).toBe('zh-CN');
    expect(languageTag('zh-tw')).toBe('zh-TW');
    expect(languageTag('en')).toBe('en');
  });
});
