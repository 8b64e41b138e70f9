// Records the WeChat Pay notifications the tests read (wechat-pay.test.ts). The committed JSON is the fixture;
// this script only shows how it was made and is re-run on purpose:
//   npx tsx nextland/src/modules/payment/wechat-fixtures/generate.ts [--new-keys]
// RSA PKCS#1 v1.5 signatures and AES-GCM with fixed nonces are deterministic, so the same keys give the same
// file (a test checks the committed one still matches). The keys are test keys, never used anywhere else.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encryptResource, rsaPrivateKey, signatureMessage, signMessage } from '../wechat-crypto.js';

export const FIXTURE_DIR = fileURLToPath(new URL('.', import.meta.url));

export const TEST_MERCHANT = {
  mchid: '1900000109',
  appid: 'wxd678efh567hg6787',
  apiV3Key: 'nextlandTestApiV3Key0123456789ab',
  merchantSerialNo: '3775B6A45ACD588826D15E583A95F5DD12345678',
  platformSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
};

type RecordedCase = { headers: Record<string, string>; body: string };

type CaseSpec = {
  id: string;
  eventType: string;
  summary: string;
  originalType: string;
  nonce: string;
  resource: Record<string, unknown>;
  timestamp: number;
  /** Damage the ciphertext after encrypting (the signature is made over the damaged body). */
  corruptTag?: boolean;
  /** Encrypt under another API v3 key. */
  otherKey?: string;
};

const PAYER = { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' };
const AT = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function transaction(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    mchid: TEST_MERCHANT.mchid,
    appid: TEST_MERCHANT.appid,
    out_trade_no: '000042',
    transaction_id: '4200002345202611241234567890',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: '2026-11-24T20:01:05+08:00',
    payer: PAYER,
    amount: { total: 12800, payer_total: 12800, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  };
}

const SUCCESS: CaseSpec = {
  id: 'EV-2026112420010612345',
  eventType: 'TRANSACTION.SUCCESS',
  summary: '支付成功',
  originalType: 'transaction',
  nonce: 'fdasflkja484',
  resource: transaction(),
  timestamp: AT('2026-11-24T12:01:06Z'),
};

const CASES: Record<string, CaseSpec> = {
  success: SUCCESS,
  refundSuccess: {
    id: 'EV-2026112421150098765',
    eventType: 'REFUND.SUCCESS',
    summary: '退款成功',
    originalType: 'refund',
    nonce: 'a1b2c3d4e5f6',
    resource: {
      mchid: TEST_MERCHANT.mchid,
      out_trade_no: '000042',
      transaction_id: '4200002345202611241234567890',
      out_refund_no: '9001',
      refund_id: '50300000012026112412345678901',
      refund_status: 'SUCCESS',
      success_time: '2026-11-24T21:15:00+08:00',
      user_received_account: '支付用户零钱',
      amount: { total: 12800, refund: 12800, payer_total: 12800, payer_refund: 12800 },
    },
    timestamp: AT('2026-11-24T13:15:01Z'),
  },
  refundAbnormal: {
    id: 'EV-2026112421150098766',
    eventType: 'REFUND.ABNORMAL',
    summary: '退款异常',
    originalType: 'refund',
    nonce: 'b2c3d4e5f6a1',
    resource: {
      mchid: TEST_MERCHANT.mchid,
      out_trade_no: '000042',
      transaction_id: '4200002345202611241234567890',
      out_refund_no: 'after-sale-7',
      refund_id: '50300000012026112412345678902',
      refund_status: 'ABNORMAL',
      user_received_account: '招商银行信用卡0403',
      amount: { total: 12800, refund: 5000, payer_total: 12800, payer_refund: 5000 },
    },
    timestamp: AT('2026-11-24T13:20:01Z'),
  },
  wrongCurrency: {
    ...SUCCESS,
    id: 'EV-2026112420010612346',
    nonce: 'usdusdusd001',
    resource: transaction({
      amount: { total: 12800, payer_total: 12800, currency: 'USD', payer_currency: 'USD' },
    }),
  },
  badTag: { ...SUCCESS, id: 'EV-2026112420010612347', nonce: 'tagtagtag001', corruptTag: true },
  otherApiKey: {
    ...SUCCESS,
    id: 'EV-2026112420010612348',
    nonce: 'keykeykey001',
    otherKey: 'someoneElsesApiV3Key0123456789ab',
  },
};

function record(spec: CaseSpec, platformPrivatePem: string): RecordedCase {
  let ciphertext = encryptResource(
    Buffer.from(spec.otherKey ?? TEST_MERCHANT.apiV3Key, 'utf8'),
    JSON.stringify(spec.resource),
    spec.nonce,
    spec.originalType,
  );
  if (spec.corruptTag) {
    const bytes = Buffer.from(ciphertext, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x01;
    ciphertext = bytes.toString('base64');
  }
  const body = JSON.stringify({
    id: spec.id,
    create_time: new Date(spec.timestamp * 1000 + 8 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+08:00'),
    resource_type: 'encrypt-resource',
    event_type: spec.eventType,
    summary: spec.summary,
    resource: {
      original_type: spec.originalType,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext,
      associated_data: spec.originalType,
      nonce: spec.nonce,
    },
  });
  const timestamp = String(spec.timestamp);
  const nonce = `NL${spec.id.slice(-12)}X${spec.nonce}`;
  const signature = signMessage(rsaPrivateKey(platformPrivatePem), signatureMessage(timestamp, nonce, body));
  return {
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'Mozilla/4.0',
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': TEST_MERCHANT.platformSerial,
      'Wechatpay-Signature': signature,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
      'Wechatpay-Timestamp': timestamp,
    },
    body,
  };
}

export function buildNotificationFixtures(platformPrivatePem: string): Record<string, RecordedCase> {
  return Object.fromEntries(
    Object.entries(CASES).map(([name, spec]) => [name, record(spec, platformPrivatePem)]),
  );
}

export function fixturePath(name: string): string {
  return `${FIXTURE_DIR}${name}`;
}

function writeKeyPair(prefix: string): void {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(fixturePath(`${prefix}-private.pem`), privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(fixturePath(`${prefix}-public.pem`), publicKey.export({ type: 'spki', format: 'pem' }));
}

function main(): void {
  for (const prefix of ['platform', 'merchant']) {
    if (process.argv.includes('--new-keys') || !existsSync(fixturePath(`${prefix}-private.pem`))) {
      writeKeyPair(prefix);
    }
  }
  const fixtures = buildNotificationFixtures(readFileSync(fixturePath('platform-private.pem'), 'utf8'));
  writeFileSync(fixturePath('notifications.json'), `${JSON.stringify(fixtures, null, 2)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
