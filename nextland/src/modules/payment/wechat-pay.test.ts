import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreatePaymentRequest } from './provider.js';
import {
  checkAuthorization,
  fakeWechatApi,
  keys,
  type SeenRequest,
  TEST_MERCHANT,
  testProvider,
} from './wechat-fixtures/kit.js';
import { WechatPayError } from './wechat-pay.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const now = () => NOW;

const payment: CreatePaymentRequest = {
  paymentId: '42',
  amountFen: 12800,
  description: 'Nextland 订单 2 件',
  returnUrl: 'https://shop.example.com/zh-CN/buy/success?payment=42',
  expiresAt: new Date('2026-11-24T12:30:00.750Z'),
};

const CODE_URL = 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz';

function only(seen: SeenRequest[]): SeenRequest {
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

describe('WeChat Pay createPayment', () => {
  it('native: posts a signed order and returns the code_url and our QR page', async () => {
    const api = fakeWechatApi(now, () => ({ json: { code_url: CODE_URL } }));
    const provider = testProvider({ now, fetch: api.fetch });

    await expect(provider.createPayment(payment)).resolves.toEqual({
      cashierUrl: '/pay/wechat/42',
      providerReference: CODE_URL,
    });
    const request = only(api.seen);
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    expect(request.signatureValid).toBe(true);
    expect(request.headers.get('authorization')).toMatch(
      new RegExp(
        `^WECHATPAY2-SHA256-RSA2048 mchid="${TEST_MERCHANT.mchid}",nonce_str="[0-9A-F]{32}",signature="[^"]+",` +
          `timestamp="${NOW.getTime() / 1000}",serial_no="${TEST_MERCHANT.merchantSerialNo}"$`,
      ),
    );
    expect(request.headers.get('content-type')).toBe('application/json');
    // The check is not vacuous: the same Authorization does not verify over another body or path.
    expect(checkAuthorization('POST', request.url, request.headers, `${request.body} `)?.valid).toBe(false);
    expect(
      checkAuthorization('POST', new URL('/v3/x', request.url), request.headers, request.body)?.valid,
    ).toBe(false);
    expect(JSON.parse(request.body)).toEqual({
      appid: TEST_MERCHANT.appid,
      mchid: TEST_MERCHANT.mchid,
      description: 'Nextland 订单 2 件',
      out_trade_no: '000042',
      time_expire: '2026-11-24T20:30:00+08:00',
      notify_url: 'https://shop.example.com/nextland-pay/notify/wechat',
      amount: { total: 12800, currency: 'CNY' },
    });
  });

  it('jsapi: sends the payer openid and returns the prepay_id', async () => {
    const api = fakeWechatApi(now, () => ({ json: { prepay_id: 'wx201410272009395522657a690389285100' } }));
    const provider = testProvider({
      now,
      fetch: api.fetch,
      mode: 'jsapi',
      apiBase: 'https://api2.mch.weixin.qq.com/',
    });

    const result = await provider.createPayment({
      ...payment,
      paymentId: '1234567',
      payerOpenid: 'oUpF8uMuAJO',
    });
    expect(result).toEqual({
      cashierUrl: '/pay/wechat/1234567',
      providerReference: 'wx201410272009395522657a690389285100',
    });
    const request = only(api.seen);
    expect(request.url.href).toBe('https://api2.mch.weixin.qq.com/v3/pay/transactions/jsapi');
    expect(request.signatureValid).toBe(true);
    expect(JSON.parse(request.body)).toMatchObject({
      out_trade_no: '1234567',
      payer: { openid: 'oUpF8uMuAJO' },
    });
  });

  it('jsapi without an openid fails before calling WeChat', async () => {
    const api = fakeWechatApi(now, () => ({ json: {} }));
    const provider = testProvider({ now, fetch: api.fetch, mode: 'jsapi' });
    await expect(provider.createPayment(payment)).rejects.toThrow(/openid/);
    expect(api.seen).toHaveLength(0);
  });

  it('rejects an answer signed with another key, under an unknown serial, altered, or stale', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const otherKey = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const answers = [
      { signWith: otherKey, reason: /bad Wechatpay-Signature/ },
      { serial: '00AA', reason: /unknown Wechatpay-Serial/ },
      { tamper: true, reason: /bad Wechatpay-Signature/ },
    ];
    for (const { reason, ...answer } of answers) {
      const api = fakeWechatApi(now, () => ({ json: { code_url: CODE_URL }, ...answer }));
      const provider = testProvider({ now, fetch: api.fetch });
      await expect(provider.createPayment(payment)).rejects.toThrow(reason);
    }
    const late = fakeWechatApi(now, () => ({ json: { code_url: CODE_URL } }));
    const later = new Date(NOW.getTime() + 10 * 60_000);
    let calls = 0;
    const provider = testProvider({ now: () => (calls++ === 0 ? NOW : later), fetch: late.fetch });
    await expect(provider.createPayment(payment)).rejects.toThrow(/stale/);
  });

  it("reports WeChat's error answer with its status and code", async () => {
    const api = fakeWechatApi(now, () => ({
      status: 400,
      json: { code: 'PARAM_ERROR', message: '参数错误' },
    }));
    const error = await testProvider({ now, fetch: api.fetch })
      .createPayment(payment)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WechatPayError);
    expect(error).toMatchObject({ status: 400, code: 'PARAM_ERROR' });
  });
});

describe('WeChat Pay refund', () => {
  const refund = {
    paymentId: '42',
    refundId: '9001',
    amountFen: 5000,
    totalFen: 12800,
    reason: '订单已取消',
  };

  it('posts a signed refund and maps its status', async () => {
    const api = fakeWechatApi(now, () => ({
      json: { refund_id: '50300000012026112412345678901', out_refund_no: '9001', status: 'PROCESSING' },
    }));
    const provider = testProvider({ now, fetch: api.fetch });

    await expect(provider.refund(refund)).resolves.toEqual({
      providerRefundId: '50300000012026112412345678901',
      status: 'PROCESSING',
    });
    const request = only(api.seen);
    expect(request.url.pathname).toBe('/v3/refund/domestic/refunds');
    expect(request.signatureValid).toBe(true);
    expect(JSON.parse(request.body)).toEqual({
      out_trade_no: '000042',
      out_refund_no: '9001',
      reason: '订单已取消',
      notify_url: 'https://shop.example.com/nextland-pay/notify/wechat',
      amount: { refund: 5000, total: 12800, currency: 'CNY' },
    });
  });

  it('queries a refund by out_refund_no with a signed GET and maps its status the same way', async () => {
    const answers = ['PROCESSING', 'SUCCESS', 'ABNORMAL'];
    const api = fakeWechatApi(now, () => ({
      json: { refund_id: '50300000012026112412345678901', out_refund_no: '9001', status: answers.shift() },
    }));
    const provider = testProvider({ now, fetch: api.fetch });
    const query = provider.queryRefund;
    if (!query) throw new Error('the WeChat provider queries refunds');
    await expect(query('after-sale-7')).resolves.toMatchObject({ status: 'PROCESSING' });
    await expect(query('after-sale-7')).resolves.toEqual({
      providerRefundId: '50300000012026112412345678901',
      status: 'SUCCESS',
    });
    await expect(query('after-sale-7')).rejects.toMatchObject({
      name: 'RefundRefusedError',
      code: 'ABNORMAL',
    });
    for (const request of api.seen) {
      expect(request.method).toBe('GET');
      expect(request.url.pathname).toBe('/v3/refund/domestic/refunds/after-sale-7');
      expect(request.body).toBe('');
      expect(request.signatureValid).toBe(true);
    }
  });

  it('maps SUCCESS, and throws for CLOSED or ABNORMAL', async () => {
    for (const [status, expected] of [
      ['SUCCESS', 'SUCCESS'],
      ['CLOSED', null],
      ['ABNORMAL', null],
    ] as const) {
      const api = fakeWechatApi(now, () => ({ json: { refund_id: '503000', status } }));
      const result = testProvider({ now, fetch: api.fetch }).refund(refund);
      if (expected) await expect(result).resolves.toEqual({ providerRefundId: '503000', status: expected });
      else await expect(result).rejects.toMatchObject({ name: 'RefundRefusedError', code: status });
    }
  });
});

describe('WeChat Pay provider', () => {
  it('acknowledges with 200 and the v3 success body', () => {
    expect(testProvider().acknowledge()).toEqual({
      status: 200,
      body: '{"code":"SUCCESS","message":"成功"}',
      contentType: 'application/json; charset=utf-8',
    });
    expect(testProvider().name).toBe('wechat');
  });

  it('refuses an API v3 key that is not 32 bytes, and no platform key at all', () => {
    expect(() => testProvider({ apiV3Key: 'short' })).toThrow(/32 bytes/);
    expect(() => testProvider({ platformCertificates: [] })).toThrow(/platform certificate/);
    expect(() => testProvider({ merchantPrivateKeyPem: keys.merchantPublic })).toThrow();
  });
});
