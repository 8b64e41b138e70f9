import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { rsaPrivateKey, rsaPublicKey } from './wechat-crypto.js';
import type { WechatPayOptions } from './wechat-pay.js';

/** Everything `createWechatPayProvider` needs that comes from the environment. */
export type WechatPayConfig = Omit<WechatPayOptions, 'fetch' | 'now' | 'apiBase'>;

/** Lists every missing or invalid WECHAT_PAY_* variable, one a line. */
export class WechatPayConfigError extends Error {
  override name = 'WechatPayConfigError';
  constructor(readonly problems: string[]) {
    super(`WeChat Pay configuration is invalid:\n  ${problems.join('\n  ')}`);
  }
}

const VARIABLES = [
  'WECHAT_PAY_MCHID',
  'WECHAT_PAY_APPID',
  'WECHAT_PAY_API_V3_KEY',
  'WECHAT_PAY_SERIAL_NO',
  'WECHAT_PAY_PRIVATE_KEY',
  'WECHAT_PAY_PLATFORM_CERT_SERIAL',
  'WECHAT_PAY_PLATFORM_PUBLIC_KEY',
  'WECHAT_PAY_NOTIFY_URL',
  'WECHAT_PAY_MODE',
] as const;

type ReadFile = (path: string) => string;

const required = z.string({ error: 'is missing' }).trim().min(1, 'is missing');

/** A PEM given inline (`\n` escapes allowed, as env files write it) or as a path to a PEM file. */
function pem(readFile: ReadFile, parse: (pem: string) => unknown, what: string) {
  return required.transform((value, ctx) => {
    let text = value.replace(/\\n/g, '\n');
    if (!text.includes('-----BEGIN')) {
      try {
        text = readFile(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: `is neither a PEM nor a readable file (${value})` });
        return z.NEVER;
      }
    }
    try {
      parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: `is not ${what}` });
      return z.NEVER;
    }
    return text;
  });
}

function envSchema(readFile: ReadFile) {
  return z.object({
    WECHAT_PAY_MCHID: required.regex(/^\d{6,32}$/, 'must be the merchant id (digits)'),
    WECHAT_PAY_APPID: required.regex(/^wx[0-9a-zA-Z]{16}$/, 'must be an appid (wx and 16 characters)'),
    WECHAT_PAY_API_V3_KEY: z
      .string({ error: 'is missing' })
      .min(1, 'is missing')
      .refine((key) => Buffer.byteLength(key, 'utf8') === 32, 'must be exactly 32 bytes'),
    WECHAT_PAY_SERIAL_NO: required.regex(
      /^[0-9A-Fa-f]{8,64}$/,
      'must be the merchant certificate serial (hex)',
    ),
    WECHAT_PAY_PRIVATE_KEY: pem(readFile, rsaPrivateKey, 'an RSA private key (apiclient_key.pem)'),
    WECHAT_PAY_PLATFORM_CERT_SERIAL: required.regex(
      /^(PUB_KEY_ID_\w+|[0-9A-Fa-f]{8,64})$/,
      'must be a platform certificate serial (hex) or a WeChat Pay public key id (PUB_KEY_ID_…)',
    ),
    WECHAT_PAY_PLATFORM_PUBLIC_KEY: pem(readFile, rsaPublicKey, 'an RSA public key or certificate'),
    WECHAT_PAY_NOTIFY_URL: required.refine(isNotifyUrl, 'must be an https URL without a query string'),
    WECHAT_PAY_MODE: z.enum(['native', 'jsapi'], { error: 'must be native or jsapi' }).default('native'),
  });
}

function isNotifyUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/**
 * Reads the WeChat Pay settings: null when none is set (the sandbox provider is used), the config when all
 * are valid, and otherwise a `WechatPayConfigError` naming each variable that is missing or wrong.
 */
export function parseWechatPayConfig(
  env: Record<string, string | undefined>,
  readFile: ReadFile = (path) => readFileSync(path, 'utf8'),
): WechatPayConfig | null {
  if (VARIABLES.every((name) => !env[name])) return null;
  const values = Object.fromEntries(
    VARIABLES.map((name) => [name, env[name] === '' ? undefined : env[name]]),
  );
  const result = envSchema(readFile).safeParse(values);
  if (!result.success) {
    throw new WechatPayConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  const config = result.data;
  const platformKey = {
    serialNo: config.WECHAT_PAY_PLATFORM_CERT_SERIAL,
    publicKeyPem: config.WECHAT_PAY_PLATFORM_PUBLIC_KEY,
  };
  const isPublicKeyId = platformKey.serialNo.startsWith('PUB_KEY_ID_');
  return {
    mchid: config.WECHAT_PAY_MCHID,
    appid: config.WECHAT_PAY_APPID,
    apiV3Key: config.WECHAT_PAY_API_V3_KEY,
    merchantSerialNo: config.WECHAT_PAY_SERIAL_NO,
    merchantPrivateKeyPem: config.WECHAT_PAY_PRIVATE_KEY,
    ...(isPublicKeyId
      ? { wechatpayPublicKey: { id: platformKey.serialNo, publicKeyPem: platformKey.publicKeyPem } }
      : { platformCertificates: [platformKey] }),
    notifyUrl: config.WECHAT_PAY_NOTIFY_URL,
    mode: config.WECHAT_PAY_MODE,
  };
}
