import { describe, expect, it } from 'vitest';
import { credentialMatches, parseBasicAuth, parseUserToken, safeEqual } from './auth.js';

function basic(raw: string): string {
  return `Basic ${Buffer.from(raw, 'utf8').toString('base64')}`;
}

describe('parseBasicAuth', () => {
  it('decodes id and secret; the secret may contain colons', () => {
    expect(parseBasicAuth(basic('nextland-web:nextland-web-secret'))).toEqual({
      id: 'nextland-web',
      secret: 'nextland-web-secret',
    });
    expect(parseBasicAuth(basic('app:a:b:c'))).toEqual({ id: 'app', secret: 'a:b:c' });
    expect(parseBasicAuth(`basic  ${Buffer.from('x:y').toString('base64')}`)).toEqual({
      id: 'x',
      secret: 'y',
    });
  });

  it('returns null for missing, other-scheme and malformed headers', () => {
    expect(parseBasicAuth(undefined)).toBeNull();
    expect(parseBasicAuth('')).toBeNull();
    expect(parseBasicAuth('Bearer abc')).toBeNull();
    expect(parseBasicAuth('Basic')).toBeNull();
    expect(parseBasicAuth('Basic not*base64!')).toBeNull();
    expect(parseBasicAuth(basic('no-colon'))).toBeNull();
    expect(parseBasicAuth(basic(':secret-without-id'))).toBeNull();
  });
});

describe('credentialMatches', () => {
  const expected = { id: 'nextland-web', secret: 's3cret' };

  it('accepts only the exact id and secret', () => {
    expect(credentialMatches({ id: 'nextland-web', secret: 's3cret' }, expected)).toBe(true);
    expect(credentialMatches({ id: 'nextland-web', secret: 's3cret ' }, expected)).toBe(false);
    expect(credentialMatches({ id: 'other', secret: 's3cret' }, expected)).toBe(false);
    expect(credentialMatches({ id: 'nextland-web', secret: '' }, expected)).toBe(false);
    expect(credentialMatches(null, expected)).toBe(false);
  });

  it('compares strings of different lengths without throwing', () => {
    expect(safeEqual('a', 'a much longer value')).toBe(false);
    expect(safeEqual('same', 'same')).toBe(true);
  });
});

describe('parseUserToken', () => {
  it('reads `bearer <token>` in any case', () => {
    expect(parseUserToken('bearer abc.DEF-123_~+/=')).toBe('abc.DEF-123_~+/=');
    expect(parseUserToken('Bearer tok')).toBe('tok');
  });

  it('ignores malformed values (public routes treat them as anonymous)', () => {
    expect(parseUserToken(undefined)).toBeNull();
    expect(parseUserToken('tok')).toBeNull();
    expect(parseUserToken('bearer')).toBeNull();
    expect(parseUserToken('bearer two tokens')).toBeNull();
    expect(parseUserToken('Basic abc')).toBeNull();
    expect(parseUserToken(['bearer a', 'bearer b'])).toBeNull();
  });
});
