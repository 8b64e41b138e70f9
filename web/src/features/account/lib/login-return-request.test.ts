import { describe, expect, it } from 'vitest';
import { loginReturnRequest } from './login-return-request.js';

describe('loginReturnRequest', () => {
  it('reads a safe return path and cleans the address', () => {
    expect(loginReturnRequest('http://x.test/en?next=%2Fen%2Fmy%2Fmsg')).toEqual({
      returnTo: '/en/my/msg',
      cleanUrl: '/en',
    });
    expect(loginReturnRequest('http://x.test/?a=1&next=%2Fmy')).toEqual({
      returnTo: '/my',
      cleanUrl: '/?a=1',
    });
  });

  it('ignores unsafe paths and the login page', () => {
    expect(loginReturnRequest('http://x.test/?next=%2F%2Fevil.example')).toBeNull();
    expect(loginReturnRequest('http://x.test/en/login?next=%2Fen%2Fmy')).toBeNull();
    expect(loginReturnRequest('http://x.test/en')).toBeNull();
  });
});
