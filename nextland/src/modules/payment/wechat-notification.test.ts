import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InvalidNotificationError } from './provider.js';
import { rsaPrivateKey, signatureMessage, signMessage } from './wechat-crypto.js';
import { after, keys, recordedCase, TEST_MERCHANT, testProvider } from './wechat-fixtures/kit.js';

// Every case reads a notification recorded in wechat-fixtures/notifications.json (see generate.ts there).
const success = recordedCase('success');
const clock = () => after(success, 30);

type Notification = { headers: Record<string, string | string[]>; body: string };

async function parse(notification: Notification, now = clock) {
  return testProvider({ now }).parseNotification(notification.headers, notification.body);
}

function lowercased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
}

describe('WeChat Pay notifications', () => {
  it('decodes a recorded payment success exactly', async () => {
    await expect(parse(success)).resolves.toEqual({
      paymentId: '42',
      providerTxnId: '4200002345202611241234567890',
      amountFen: 12800,
      paid: true,
      paidAt: new Date('2026-11-24T12:01:05Z'),
    });
  });

  it('reads the headers as Node gives them (lowercased, or as one-element arrays)', async () => {
    const headers = lowercased(success.headers);
    await expect(parse({ headers, body: success.body })).resolves.toMatchObject({ paid: true });
    const arrays = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]]));
    await expect(parse({ headers: arrays, body: success.body })).resolves.toMatchObject({ paid: true });
  });

  it('accepts a WeChat Pay public key id (PUB_KEY_ID_…) in place of a certificate serial', async () => {
    const provider = testProvider({
      now: clock,
      platformCertificates: [],
      wechatpayPublicKey: {
        id: 'PUB_KEY_ID_0119000001092026112400112233440000',
        publicKeyPem: keys.platformPublic,
      },
    });
    const headers = {
      ...success.headers,
      'Wechatpay-Serial': 'PUB_KEY_ID_0119000001092026112400112233440000',
    };
    await expect(provider.parseNotification(headers, success.body)).resolves.toMatchObject({ paid: true });
  });

  it('maps a refund event to paid: false under its own de-duplication key, with the refund’s result', async () => {
    const refund = recordedCase('refundSuccess');
    await expect(parse(refund, () => after(refund, 1))).resolves.toEqual({
      paymentId: '42',
      providerTxnId: 'REFUND.SUCCESS:50300000012026112412345678901',
      amountFen: 12800,
      paid: false,
      paidAt: new Date('2026-11-24T13:15:00Z'),
      refund: {
        refundKey: '9001',
        providerRefundId: '50300000012026112412345678901',
        status: 'SUCCESS',
        amountFen: 12800,
      },
    });
  });

  it('reads an abnormal refund (no success time) as its refund key, amount and status', async () => {
    const abnormal = recordedCase('refundAbnormal');
    await expect(parse(abnormal, () => after(abnormal, 1))).resolves.toMatchObject({
      providerTxnId: 'REFUND.ABNORMAL:50300000012026112412345678902',
      paid: false,
      refund: { refundKey: 'after-sale-7', status: 'ABNORMAL', amountFen: 5000 },
    });
  });

  describe('rejects with InvalidNotificationError', () => {
    // The reason is checked too, so each case fails where it is meant to (not at an earlier check).
    async function rejects(notification: Notification, reason: RegExp, now = clock) {
      const error = await parse(notification, now).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(InvalidNotificationError);
      expect((error as Error).message).toMatch(reason);
    }

    it('a tampered body', async () => {
      await rejects(
        {
          headers: success.headers,
          body: success.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '),
        },
        /bad Wechatpay-Signature/,
      );
      await rejects(
        { headers: success.headers, body: success.body.replace('"summary":"支付成功"', '"summary":"支付"') },
        /bad Wechatpay-Signature/,
      );
      await rejects({ headers: success.headers, body: `${success.body} ` }, /bad Wechatpay-Signature/);
    });

    it('a signature made with another key', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const { 'Wechatpay-Timestamp': timestamp = '', 'Wechatpay-Nonce': nonce = '' } = success.headers;
      const forged = signMessage(privateKey, signatureMessage(timestamp, nonce, success.body));
      await rejects(
        { headers: { ...success.headers, 'Wechatpay-Signature': forged }, body: success.body },
        /bad Wechatpay-Signature/,
      );
    });

    it('a signature over another nonce, or no signature', async () => {
      await rejects(
        { headers: { ...success.headers, 'Wechatpay-Nonce': 'other-nonce' }, body: success.body },
        /bad Wechatpay-Signature/,
      );
      const { 'Wechatpay-Signature': _dropped, ...unsigned } = success.headers;
      await rejects({ headers: unsigned, body: success.body }, /missing/);
      await rejects(
        {
          headers: { ...success.headers, 'Wechatpay-Signature': 'bm90IGEgc2lnbmF0dXJl' },
          body: success.body,
        },
        /bad Wechatpay-Signature/,
      );
    });

    it('an unknown Wechatpay-Serial', async () => {
      await rejects(
        {
          headers: { ...success.headers, 'Wechatpay-Serial': '7132D72A03E93CDDF8C03BBD1F37EEDF' },
          body: success.body,
        },
        /unknown Wechatpay-Serial/,
      );
    });

    it('a timestamp more than five minutes from now, either way', async () => {
      await rejects(success, /stale/, () => after(success, 301));
      await rejects(success, /stale/, () => after(success, -301));
      await expect(parse(success, () => after(success, 299))).resolves.toMatchObject({ paid: true });
    });

    it('a ciphertext whose tag does not verify, or encrypted under another API v3 key', async () => {
      await rejects(recordedCase('badTag'), /does not decrypt/);
      await rejects(recordedCase('otherApiKey'), /does not decrypt/);
    });

    it('a currency other than CNY', async () => {
      await rejects(recordedCase('wrongCurrency'), /currency USD/);
    });

    it('a notification for another merchant', async () => {
      const provider = testProvider({ now: clock, mchid: '1900000999' });
      await expect(provider.parseNotification(success.headers, success.body)).rejects.toThrow(
        /another mchid/,
      );
    });

    it('a body that is not JSON', async () => {
      const body = 'not json';
      const { 'Wechatpay-Timestamp': timestamp = '', 'Wechatpay-Nonce': nonce = '' } = success.headers;
      const signature = signMessage(
        rsaPrivateKey(keys.platformPrivate),
        signatureMessage(timestamp, nonce, body),
      );
      await rejects(
        { headers: { ...success.headers, 'Wechatpay-Signature': signature }, body },
        /not a WeChat Pay v3 notification/,
      );
    });
  });

  it('the recorded notifications were made for the test merchant', () => {
    expect(JSON.parse(success.body)).toMatchObject({
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
    });
    expect(success.headers['Wechatpay-Serial']).toBe(TEST_MERCHANT.platformSerial);
  });
});
