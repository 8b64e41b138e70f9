import { describe, expect, it } from 'vitest';
import { invitationFromUrl, loginCallbackParams } from './login-callback-params.js';

describe('loginCallbackParams', () => {
  it('needs both code and state', () => {
    expect(loginCallbackParams('http://x.test/login?code=abc')).toBeNull();
    expect(loginCallbackParams('http://x.test/login?state=s')).toBeNull();
  });

  it('returns the URL without the one-time parameters', () => {
    expect(loginCallbackParams('http://x.test/en/login?invite=AB12&code=c1&state=s1#top')).toEqual({
      code: 'c1',
      state: 's1',
      cleanUrl: '/en/login?invite=AB12#top',
    });
  });
});

describe('invitationFromUrl', () => {
  it('reads and normalises an invitation code', () => {
    expect(invitationFromUrl('http://x.test/login?invite=ab12cd')).toBe('AB12CD');
  });

  it('ignores malformed codes', () => {
    expect(invitationFromUrl('http://x.test/login?invite=<script>')).toBeNull();
    expect(invitationFromUrl('http://x.test/login')).toBeNull();
  });
});
