import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_ORIGIN, publicOrigin } from './public-origin.js';

describe('publicOrigin (PUBLIC_ORIGIN)', () => {
  it('defaults to the development address when unset or blank', () => {
    expect(publicOrigin(undefined)).toBe(DEFAULT_PUBLIC_ORIGIN);
    expect(publicOrigin('  ')).toBe('http://localhost:3000');
  });

  it('keeps scheme, host and port only (no trailing slash or path)', () => {
    expect(publicOrigin('https://nextland.example/')).toBe('https://nextland.example');
    expect(publicOrigin('https://nextland.example:8443/shop?x=1')).toBe('https://nextland.example:8443');
    expect(publicOrigin(' HTTPS://Nextland.Example ')).toBe('https://nextland.example');
  });

  it('refuses values that would publish broken links', () => {
    expect(() => publicOrigin('nextland.example')).toThrow(/absolute URL/);
    expect(() => publicOrigin('ftp://nextland.example')).toThrow(/http or https/);
  });
});
