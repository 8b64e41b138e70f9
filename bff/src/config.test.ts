import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 4000,
      host: '127.0.0.1',
      nextlandUrl: 'http://127.0.0.1:8080',
      clientId: 'nextland-web',
      clientSecret: 'nextland-web-secret',
      sandbox: true,
      exposeUpstreamCalls: true,
      cookieSecure: false,
      wxAuthorizeUrl: 'http://127.0.0.1:8080/wx-standin/connect/qrconnect',
      wxAppid: 'wxnextlanddemo',
      trustProxy: 'loopback',
      redisUrl: undefined,
      redisKeyPrefix: 'bff:',
      liveEvents: true,
      eventsTimeoutMs: 45_000,
      liveRecheckMs: 120_000,
    });
  });

  it('reads the Redis and live-channel settings', () => {
    expect(
      loadConfig({
        REDIS_URL: 'redis://r:6379',
        BFF_REDIS_KEY_PREFIX: 'staging:bff:',
        BFF_LIVE_EVENTS: '0',
        BFF_EVENTS_TIMEOUT_MS: '30000',
        BFF_LIVE_RECHECK_MS: '60000',
      }),
    ).toMatchObject({
      redisUrl: 'redis://r:6379',
      redisKeyPrefix: 'staging:bff:',
      liveEvents: false,
      eventsTimeoutMs: 30_000,
      liveRecheckMs: 60_000,
    });
  });

  it('points the login at the stand-in of the configured nextland unless WX_AUTHORIZE_URL says otherwise', () => {
    expect(loadConfig({ NEXTLAND_URL: 'http://n:1/' }).wxAuthorizeUrl).toBe(
      'http://n:1/wx-standin/connect/qrconnect',
    );
    const platform = 'https://open.weixin.qq.com/connect/qrconnect';
    expect(loadConfig({ WX_AUTHORIZE_URL: platform, WX_APPID: 'wx1' })).toMatchObject({
      wxAuthorizeUrl: platform,
      wxAppid: 'wx1',
    });
  });

  it('marks cookies Secure in production unless COOKIE_SECURE turns it off, and on when asked', () => {
    const base = { NODE_ENV: 'production', NEXTLAND_CLIENT_SECRET: 'real' };
    expect(loadConfig(base).cookieSecure).toBe(true);
    expect(loadConfig({ ...base, COOKIE_SECURE: '0' }).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: '1' }).cookieSecure).toBe(true);
  });

  it.each([
    ['', 'loopback'],
    ['0', false],
    ['true', true],
    [' loopback, 10.0.0.0/8 ', 'loopback, 10.0.0.0/8'],
  ])('reads BFF_TRUST_PROXY %j as %j', (value, expected) => {
    expect(loadConfig({ BFF_TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads the environment and trims a trailing slash from NEXTLAND_URL', () => {
    const config = loadConfig({ BFF_PORT: '14001', NEXTLAND_URL: 'http://n:1/', BFF_SANDBOX: '0' });
    expect(config.port).toBe(14001);
    expect(config.nextlandUrl).toBe('http://n:1');
    expect(config.sandbox).toBe(false);
  });

  it('turns the sandbox and call counts off in production unless asked for', () => {
    const base = { NODE_ENV: 'production', NEXTLAND_CLIENT_SECRET: 'real' };
    expect(loadConfig(base)).toMatchObject({ sandbox: false, exposeUpstreamCalls: false });
    expect(loadConfig({ ...base, BFF_SANDBOX: '1' }).sandbox).toBe(true);
  });

  it('refuses the demo client secret in production and a malformed port', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/NEXTLAND_CLIENT_SECRET/);
    expect(() => loadConfig({ BFF_PORT: 'abc' })).toThrow(/BFF_PORT/);
  });
});
