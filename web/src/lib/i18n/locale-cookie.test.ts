import { describe, expect, it } from 'vitest';
import { localeCookieString, readCookie, writeLocaleCookie } from './locale-cookie.js';

describe('locale cookie (spec §9)', () => {
  it('is i18n_redirected, 365 days, path /, SameSite=Lax', () => {
    const parts = localeCookieString('en').split('; ');
    expect(parts[0]).toBe('i18n_redirected=en');
    expect(parts).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(parts).toContain('Path=/');
    expect(parts).toContain('SameSite=Lax');
  });

  it('is what the locale switcher writes', () => {
    const doc = { cookie: '' };
    writeLocaleCookie('zh-tw', doc);
    expect(doc.cookie).toBe(localeCookieString('zh-tw'));
  });
});

describe('readCookie', () => {
  it('finds one cookie among several', () => {
    const header = 'session=abc; i18n_redirected=zh-tw; other=1';
    expect(readCookie(header, 'i18n_redirected')).toBe('zh-tw');
    expect(readCookie(header, 'session')).toBe('abc');
  });

  it('does not match a cookie whose name only ends with the wanted name', () => {
    expect(readCookie('xi18n_redirected=en', 'i18n_redirected')).toBeUndefined();
  });

  it('handles missing headers and malformed parts', () => {
    expect(readCookie(undefined, 'a')).toBeUndefined();
    expect(readCookie('garbage; a=%E4%B8%AD', 'a')).toBe('中');
  });
});
