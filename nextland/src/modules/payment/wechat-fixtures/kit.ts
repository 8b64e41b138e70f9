// Test helpers for the WeChat Pay adapter: the committed test keys and notifications, a provider wired to them,
// and a fake WeChat API that checks our request signature and signs its answers as the platform would.
import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rsaPrivateKey, signatureMessage, signMessage, verifyMessage } from '../wechat-crypto.js';
import { createWechatPayProvider, type WechatPayOptions } from '../wechat-pay.js';
import { fixturePath, TEST_MERCHANT } from './generate.js';

export { TEST_MERCHANT } from './generate.js';

export const keys = {
  platformPrivate: readFileSync(fixturePath('platform-private.pem'), 'utf8'),
  platformPublic: readFileSync(fixturePath('platform-public.pem'), 'utf8'),
  merchantPrivate: readFileSync(fixturePath('merchant-private.pem'), 'utf8'),
  merchantPublic: readFileSync(fixturePath('merchant-public.pem'), 'utf8'),
};

/** A complete set of WECHAT_PAY_* variables for the test merchant. */
export const wechatEnv = {
  WECHAT_PAY_MCHID: TEST_MERCHANT.mchid,
  WECHAT_PAY_APPID: TEST_MERCHANT.appid,
  WECHAT_PAY_API_V3_KEY: TEST_MERCHANT.apiV3Key,
  WECHAT_PAY_SERIAL_NO: TEST_MERCHANT.merchantSerialNo,
  WECHAT_PAY_PRIVATE_KEY: fixturePath('merchant-private.pem'),
  WECHAT_PAY_PLATFORM_CERT_SERIAL: TEST_MERCHANT.platformSerial,
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: keys.platformPublic.replace(/\n/g, '\\n'),
  WECHAT_PAY_NOTIFY_URL: 'https://shop.example.com/nextland-pay/notify/wechat',
  WECHAT_PAY_MODE: 'jsapi',
};

export type Recorded = { headers: Record<string, string>; body: string };

export const recorded = JSON.parse(readFileSync(fixturePath('notifications.json'), 'utf8')) as Record<
  string,
  Recorded
>;

export function recordedCase(name: string): Recorded {
  const found = recorded[name];
  if (!found) throw new Error(`no recorded notification ${name}`);
  return { headers: { ...found.headers }, body: found.body };
}

/** A moment `seconds` after a recorded notification was sent. */
export function after(notification: Recorded, seconds: number): Date {
  return new Date((Number(notification.headers['Wechatpay-Timestamp']) + seconds) * 1000);
}

export function testProvider(overrides: Partial<WechatPayOptions> = {}) {
  return createWechatPayProvider({
    mchid: TEST_MERCHANT.mchid,
    appid: TEST_MERCHANT.appid,
    apiV3Key: TEST_MERCHANT.apiV3Key,
    merchantSerialNo: TEST_MERCHANT.merchantSerialNo,
    merchantPrivateKeyPem: keys.merchantPrivate,
    platformCertificates: [{ serialNo: TEST_MERCHANT.platformSerial, publicKeyPem: keys.platformPublic }],
    notifyUrl: 'https://shop.example.com/nextland-pay/notify/wechat',
    mode: 'native',
    ...overrides,
  });
}

export type SeenRequest = {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  signatureValid: boolean;
};

const AUTHORIZATION =
  /^WECHATPAY2-SHA256-RSA2048 mchid="([^"]*)",nonce_str="([^"]*)",signature="([^"]*)",timestamp="([^"]*)",serial_no="([^"]*)"$/;

/** Parses our Authorization header and checks its signature with the merchant public key. */
export function checkAuthorization(method: string, url: URL, headers: Headers, body: string) {
  const match = AUTHORIZATION.exec(headers.get('authorization') ?? '');
  if (!match) return null;
  const [, mchid, nonce = '', signature = '', timestamp = '', serialNo] = match;
  const message = signatureMessage(method, url.pathname + url.search, timestamp, nonce, body);
  const valid = verifyMessage(createPublicKey(keys.merchantPublic), message, signature);
  return { mchid, nonce, signature, timestamp, serialNo, valid };
}

type Answer = { status?: number; json: unknown; signWith?: string; serial?: string; tamper?: boolean };

/** A fake `fetch` for the WeChat API: records each request and answers as `answer` says, signed. */
export function fakeWechatApi(now: () => Date, answer: (request: SeenRequest) => Answer) {
  const seen: SeenRequest[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const body = String(init?.body ?? '');
    const method = init?.method ?? 'GET';
    const auth = checkAuthorization(method, url, headers, body);
    const request = { method, url, headers, body, signatureValid: auth?.valid === true };
    seen.push(request);
    const reply = answer(request);
    const text = JSON.stringify(reply.json);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const nonce = 'C7EA5A9F3C2D4B1E8F6A0D2C4E6B8A1F';
    const signed = signMessage(
      rsaPrivateKey(reply.signWith ?? keys.platformPrivate),
      signatureMessage(timestamp, nonce, text),
    );
    return new Response(reply.tamper ? text.replace('}', ',"x":1}') : text, {
      status: reply.status ?? 200,
      headers: {
        'Content-Type': 'application/json',
        'Request-ID': '08F78BB5AF0610D302A5ADC3D10A1A',
        'Wechatpay-Nonce': nonce,
        'Wechatpay-Serial': reply.serial ?? TEST_MERCHANT.platformSerial,
        'Wechatpay-Signature': signed,
        'Wechatpay-Timestamp': timestamp,
      },
    });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}
