import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { beijingRfc3339, decryptResource, encryptResource } from './wechat-crypto.js';
import { buildNotificationFixtures, fixturePath } from './wechat-fixtures/generate.js';
import { keys, recorded, TEST_MERCHANT } from './wechat-fixtures/kit.js';
import { fromOutTradeNo, toOutTradeNo } from './wechat-trade-no.js';

const key = Buffer.from(TEST_MERCHANT.apiV3Key, 'utf8');

describe('WeChat Pay crypto', () => {
  it('AEAD_AES_256_GCM round-trips, and rejects a changed associated_data, nonce or tag', () => {
    const ciphertext = encryptResource(key, '{"a":"支付"}', '0123456789ab', 'transaction');
    const resource = { nonce: '0123456789ab', associated_data: 'transaction', ciphertext };
    expect(decryptResource(key, resource)).toBe('{"a":"支付"}');
    expect(() => decryptResource(key, { ...resource, associated_data: 'refund' })).toThrow();
    expect(() => decryptResource(key, { ...resource, nonce: '0123456789ac' })).toThrow();
    expect(() => decryptResource(key, { ...resource, ciphertext: ciphertext.slice(0, 20) })).toThrow();
    expect(() => decryptResource(key, { ...resource, ciphertext: 'AAAA' })).toThrow(/too short/);
  });

  it('writes time_expire as RFC 3339 in Beijing time, whole seconds', () => {
    expect(beijingRfc3339(new Date('2026-11-24T16:30:00.999Z'))).toBe('2026-11-25T00:30:00+08:00');
  });

  it('pads short payment ids to the 6 characters out_trade_no needs, and reads them back', () => {
    expect(toOutTradeNo('42')).toBe('000042');
    expect(toOutTradeNo('123456')).toBe('123456');
    expect(fromOutTradeNo('000042')).toBe('42');
    expect(fromOutTradeNo('123456789012345')).toBe('123456789012345');
    expect(fromOutTradeNo('0123456')).toBeNull();
    expect(fromOutTradeNo('12')).toBeNull();
    expect(() => toOutTradeNo('a b')).toThrow();
  });
});

describe('recorded notifications', () => {
  it('are exactly what generate.ts makes from the committed test keys', () => {
    const committed = JSON.parse(readFileSync(fixturePath('notifications.json'), 'utf8'));
    expect(buildNotificationFixtures(keys.platformPrivate)).toEqual(committed);
    expect(Object.keys(recorded).sort()).toEqual([
      'badTag',
      'otherApiKey',
      'refundAbnormal',
      'refundSuccess',
      'success',
      'wrongCurrency',
    ]);
  });
});
