import { describe, expect, it } from 'vitest';
import { parseWechatPayConfig, WechatPayConfigError } from './wechat-config.js';
import { TEST_MERCHANT } from './wechat-fixtures/generate.js';
import { keys, wechatEnv } from './wechat-fixtures/kit.js';

const valid = wechatEnv;

function problems(env: Record<string, string | undefined>): string[] {
  try {
    parseWechatPayConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(WechatPayConfigError);
    return (error as WechatPayConfigError).problems;
  }
  throw new Error('expected a WechatPayConfigError');
}

describe('parseWechatPayConfig', () => {
  it('is null when no WECHAT_PAY_* variable is set (the sandbox is used)', () => {
    expect(parseWechatPayConfig({ NODE_ENV: 'production', WECHAT_PAY_MCHID: '' })).toBeNull();
  });

  it('reads keys from a path or inline PEM with \\n escapes', () => {
    const config = parseWechatPayConfig(valid);
    expect(config).toMatchObject({
      mchid: TEST_MERCHANT.mchid,
      appid: TEST_MERCHANT.appid,
      apiV3Key: TEST_MERCHANT.apiV3Key,
      merchantSerialNo: TEST_MERCHANT.merchantSerialNo,
      merchantPrivateKeyPem: keys.merchantPrivate,
      platformCertificates: [{ serialNo: TEST_MERCHANT.platformSerial, publicKeyPem: keys.platformPublic }],
      notifyUrl: valid.WECHAT_PAY_NOTIFY_URL,
      mode: 'jsapi',
    });
  });

  it('defaults to native and takes a PUB_KEY_ID_ as a WeChat Pay public key', () => {
    const config = parseWechatPayConfig({
      ...valid,
      WECHAT_PAY_MODE: undefined,
      WECHAT_PAY_PLATFORM_CERT_SERIAL: 'PUB_KEY_ID_0119000001092026112400112233440000',
    });
    expect(config?.mode).toBe('native');
    expect(config?.wechatpayPublicKey?.id).toBe('PUB_KEY_ID_0119000001092026112400112233440000');
    expect(config?.platformCertificates).toBeUndefined();
  });

  it('names every missing variable at once', () => {
    expect(problems({ WECHAT_PAY_MCHID: TEST_MERCHANT.mchid })).toEqual([
      'WECHAT_PAY_APPID is missing',
      'WECHAT_PAY_API_V3_KEY is missing',
      'WECHAT_PAY_SERIAL_NO is missing',
      'WECHAT_PAY_PRIVATE_KEY is missing',
      'WECHAT_PAY_PLATFORM_CERT_SERIAL is missing',
      'WECHAT_PAY_PLATFORM_PUBLIC_KEY is missing',
      'WECHAT_PAY_NOTIFY_URL is missing',
    ]);
  });

  it('names every invalid variable at once', () => {
    const found = problems({
      WECHAT_PAY_MCHID: 'abc',
      WECHAT_PAY_APPID: 'app',
      WECHAT_PAY_API_V3_KEY: 'too-short',
      WECHAT_PAY_SERIAL_NO: 'not hex!',
      WECHAT_PAY_PRIVATE_KEY: '/nonexistent/apiclient_key.pem',
      WECHAT_PAY_PLATFORM_CERT_SERIAL: 'serial?',
      WECHAT_PAY_PLATFORM_PUBLIC_KEY: keys.merchantPrivate.replace('PRIVATE', 'PUBLIC'),
      WECHAT_PAY_NOTIFY_URL: 'http://shop.example.com/notify?x=1',
      WECHAT_PAY_MODE: 'h5',
    });
    expect(found).toHaveLength(9);
    expect(found).toEqual([
      expect.stringMatching(/^WECHAT_PAY_MCHID must be/),
      expect.stringMatching(/^WECHAT_PAY_APPID must be/),
      'WECHAT_PAY_API_V3_KEY must be exactly 32 bytes',
      expect.stringMatching(/^WECHAT_PAY_SERIAL_NO must be/),
      'WECHAT_PAY_PRIVATE_KEY is neither a PEM nor a readable file (/nonexistent/apiclient_key.pem)',
      expect.stringMatching(/^WECHAT_PAY_PLATFORM_CERT_SERIAL must be/),
      'WECHAT_PAY_PLATFORM_PUBLIC_KEY is not an RSA public key or certificate',
      'WECHAT_PAY_NOTIFY_URL must be an https URL without a query string',
      'WECHAT_PAY_MODE must be native or jsapi',
    ]);
  });

  it('refuses a public key where the merchant private key belongs', () => {
    expect(problems({ ...valid, WECHAT_PAY_PRIVATE_KEY: keys.merchantPublic })).toEqual([
      'WECHAT_PAY_PRIVATE_KEY is not an RSA private key (apiclient_key.pem)',
    ]);
  });

  it('puts the problems in the error message, one a line', () => {
    expect(() => parseWechatPayConfig({ ...valid, WECHAT_PAY_APPID: undefined })).toThrow(
      'WeChat Pay configuration is invalid:\n  WECHAT_PAY_APPID is missing',
    );
  });
});
