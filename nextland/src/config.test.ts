import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, loadConfig, repoRoot } from './config.js';

describe('loadConfig', () => {
  it('defaults to the embedded database and files under <repo>/.data', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe(join(repoRoot, '.data', 'pglite'));
    expect(config.filesDir).toBe(join(repoRoot, '.data', 'files'));
    expect(config.clientId).toBe(DEFAULT_CLIENT_ID);
    expect(config.clientSecret).toBe(DEFAULT_CLIENT_SECRET);
    expect(config.port).toBe(8080);
    expect(config.seedOnEmpty).toBe(false);
    expect(config.maxEventLoopDelayMs).toBe(2000);
  });

  it.each([
    [undefined, 'loopback'],
    ['', 'loopback'],
    ['0', false],
    ['false', false],
    ['1', true],
    ['10.0.0.11, 10.0.1.0/24', '10.0.0.11, 10.0.1.0/24'],
  ])('reads NEXTLAND_TRUST_PROXY %j as %j (the BFF on loopback by default)', (value, expected) => {
    expect(loadConfig({ NEXTLAND_TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('repoRoot is the monorepo root (holds the workspaces)', () => {
    expect(join(repoRoot, 'nextland', 'src', 'config.ts')).toBe(join(import.meta.dirname, 'config.ts'));
  });

  it('reads overrides and flags', () => {
    const config = loadConfig({
      NEXTLAND_PORT: '18081',
      DATABASE_URL: 'postgresql://u@localhost:5432/db',
      SEED_ON_EMPTY: '1',
      PGLITE_DIR: 'memory://',
    });
    expect(config.port).toBe(18081);
    expect(config.databaseUrl).toBe('postgresql://u@localhost:5432/db');
    expect(config.seedOnEmpty).toBe(true);
    expect(config.pgliteDir).toBe('memory://');
    expect(loadConfig({ NEXTLAND_MAX_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ SEED_ON_EMPTY: 'true' }).seedOnEmpty).toBe(true);
    expect(loadConfig({ SEED_ON_EMPTY: '0' }).seedOnEmpty).toBe(false);
  });

  it('refuses to start in production on the default client secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', NEXTLAND_CLIENT_SECRET: DEFAULT_CLIENT_SECRET }),
    ).toThrow(/default client secret/);
  });

  it('starts in production with a private secret', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      NEXTLAND_CLIENT_SECRET: 'a-private-random-value',
      AUTH_SECRET: 'another-private-random-value',
      PAYMENT_SANDBOX_IN_PRODUCTION: '1',
      SANDBOX_PAY_SECRET: 'a-private-sandbox-key',
    });
    expect(config.env).toBe('production');
    expect(config.standIns).toBe(false);
    expect(config.clientSecret).toBe('a-private-random-value');
  });

  it('refuses production on the sandbox payment provider unless asked for, and never on its public key', () => {
    const production = {
      NODE_ENV: 'production',
      NEXTLAND_CLIENT_SECRET: 'a-private-random-value',
      AUTH_SECRET: 'another-private-random-value',
    };
    expect(() => loadConfig(production)).toThrow(/sandbox payment provider/);
    expect(() => loadConfig({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: '1' })).toThrow(
      /default SANDBOX_PAY_SECRET/,
    );
    const demo = loadConfig({
      ...production,
      PAYMENT_SANDBOX_IN_PRODUCTION: '1',
      SANDBOX_PAY_SECRET: 'a-private-sandbox-key',
    });
    expect(demo.payment).toMatchObject({ provider: 'sandbox', sandboxSecret: 'a-private-sandbox-key' });
    // Outside production the sandbox and its development key stay the default (`npm start`, the tests).
    expect(loadConfig({}).payment.provider).toBe('sandbox');
  });

  it('refuses production on the default AUTH_SECRET; mounts stand-ins only outside production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', NEXTLAND_CLIENT_SECRET: 'a-private-random-value' }),
    ).toThrow(/AUTH_SECRET/);
    expect(loadConfig({}).standIns).toBe(true);
    expect(loadConfig({}).wxApiBase).toBeUndefined();
    expect(loadConfig({ WX_API_BASE: 'https://api.example.com/' }).wxApiBase).toBe('https://api.example.com');
    expect(
      loadConfig({ WX_REDIRECT_ORIGINS: 'https://shop.example.com, http://localhost:3000' })
        .wxRedirectOrigins,
    ).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'https://shop.example.com']);
  });

  it('namespaces Redis keys with nextland: unless REDIS_KEY_PREFIX says otherwise', () => {
    expect(loadConfig({}).redisKeyPrefix).toBe('nextland:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:nextland:' }).redisKeyPrefix).toBe('staging:nextland:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(ConfigError);
  });

  it('lists every invalid setting', () => {
    expect(() => loadConfig({ NEXTLAND_PORT: 'http', LOG_LEVEL: 'loud', SEED_ON_EMPTY: 'yes' })).toThrow(
      /NEXTLAND_PORT.*LOG_LEVEL.*SEED_ON_EMPTY|NEXTLAND_PORT.*SEED_ON_EMPTY.*LOG_LEVEL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('keeps private uploads outside FILES_DIR and uses disk unless S3_BUCKET is set', () => {
    const config = loadConfig({});
    expect(config.privateFilesDir).toBe(join(repoRoot, '.data', 'private-files'));
    expect(config.s3).toBeUndefined();
    expect(config.uploads).toEqual({ maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000 });
    expect(config.rateLimits.uploadPerUserHour).toBe(60);
    for (const PRIVATE_FILES_DIR of ['/srv/files', '/srv/files/private', '/srv/files/../files/x']) {
      expect(() => loadConfig({ FILES_DIR: '/srv/files', PRIVATE_FILES_DIR }), PRIVATE_FILES_DIR).toThrow(
        /PRIVATE_FILES_DIR/,
      );
    }
    expect(
      loadConfig({ FILES_DIR: '/srv/files', PRIVATE_FILES_DIR: '/srv/files-private' }).privateFilesDir,
    ).toBe('/srv/files-private');
  });

  it('reads S3 settings, with AWS defaults, and refuses a bucket without keys', () => {
    const keys = { S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ S3_BUCKET: 'media', ...keys }).s3).toEqual({
      bucket: 'media',
      privateBucket: 'media',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      publicUrl: undefined,
    });
    const minio = loadConfig({
      S3_BUCKET: 'media',
      S3_PRIVATE_BUCKET: 'ids',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'cn-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
      ...keys,
    }).s3;
    expect(minio).toMatchObject({
      privateBucket: 'ids',
      endpoint: 'http://127.0.0.1:9000',
      region: 'cn-east-1',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com',
    });
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(loadConfig({ S3_BUCKET: '' }).s3).toBeUndefined();
  });
});
