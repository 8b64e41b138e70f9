import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createPaymentProvider } from './create-provider.js';
import { wechatEnv } from './wechat-fixtures/kit.js';

describe('createPaymentProvider', () => {
  it('is the sandbox by default', () => {
    expect(createPaymentProvider(loadConfig({}).payment).name).toBe('sandbox');
  });

  it('is WeChat Pay when chosen with the merchant settings', () => {
    const config = loadConfig({ PAYMENT_PROVIDER: 'wechat', ...wechatEnv });
    expect(createPaymentProvider(config.payment).name).toBe('wechat');
  });

  it('refuses WeChat Pay without its settings rather than start unable to take a payment', () => {
    const config = loadConfig({ PAYMENT_PROVIDER: 'wechat' });
    expect(() => createPaymentProvider(config.payment)).toThrow(ConfigError);
  });
});
