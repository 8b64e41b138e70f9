import { describe, expect, it } from 'vitest';
import { authorizeUrl, isValidRedirectUri, newLoginState, sameState } from './login-state.js';

describe('login state', () => {
  it('is random, URL-safe and at least 128 bits', () => {
    const a = newLoginState();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newLoginState()).not.toBe(a);
  });

  it('matches only the issued value, and never a missing one', () => {
    const state = newLoginState();
    expect(sameState(state, state)).toBe(true);
    expect(sameState(state, `${state}x`)).toBe(false);
    expect(sameState(state, '')).toBe(false);
    expect(sameState(undefined, state)).toBe(false);
    expect(sameState(undefined, '')).toBe(false);
  });
});

describe('redirectUri', () => {
  it.each([
    ['http://localhost:3000/login/callback', true],
    ['https://nextland.example/zh-tw/login/callback?from=%2Fgoods', true],
    ['/login/callback', false],
    ['javascript:alert(1)', false],
    ['ftp://nextland.example/', false],
    ['https://user:pw@nextland.example/', false],
    ['https://nextland.example/#/callback', false],
    [`https://nextland.example/${'a'.repeat(1000)}`, false],
  ])('%s → %s', (value, valid) => {
    expect(isValidRedirectUri(value)).toBe(valid);
  });

  it('builds the authorize URL with every parameter the platform reads', () => {
    const url = new URL(
      authorizeUrl('http://127.0.0.1:8080/wx-standin/connect/qrconnect', {
        appid: 'wxapp',
        redirectUri: 'http://localhost:3000/login/callback?x=1&y=2',
        state: 's1',
        locale: 'zh-tw',
      }),
    );
    expect(url.pathname).toBe('/wx-standin/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wxapp',
      redirect_uri: 'http://localhost:3000/login/callback?x=1&y=2',
      response_type: 'code',
      scope: 'snsapi_login',
      state: 's1',
      lang: 'zh-tw',
    });
  });
});
