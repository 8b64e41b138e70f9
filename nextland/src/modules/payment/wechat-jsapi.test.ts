import { createPublicKey } from 'node:crypto';
import { expect, it } from 'vitest';
import { verifyMessage } from './wechat-crypto.js';
import { keys, TEST_MERCHANT } from './wechat-fixtures/kit.js';
import { wechatJsapiPayParams } from './wechat-jsapi.js';

it('signs the JSAPI pay parameters with the merchant key', () => {
  const params = wechatJsapiPayParams({
    appid: TEST_MERCHANT.appid,
    merchantPrivateKeyPem: keys.merchantPrivate,
    prepayId: 'wx201410272009395522657a690389285100',
    now: new Date('2026-11-24T12:00:00Z'),
    nonce: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
  });
  expect(params).toMatchObject({
    appId: TEST_MERCHANT.appid,
    timeStamp: '1795521600',
    nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
    package: 'prepay_id=wx201410272009395522657a690389285100',
    signType: 'RSA',
  });
  const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
  expect(verifyMessage(createPublicKey(keys.merchantPublic), message, params.paySign)).toBe(true);
  expect(verifyMessage(createPublicKey(keys.merchantPublic), `${message} `, params.paySign)).toBe(false);
});
