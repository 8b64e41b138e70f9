// WeChat Pay API v3 signing, verification and resource encryption, with node:crypto only.
// https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay4_0.shtml (signing), wechatpay4_1.shtml
// (verifying), wechatpay4_2.shtml (decrypting callbacks).
import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';

/** WeChat signs and verifies lines joined and terminated by `\n`: `a\nb\nc\n`. */
export function signatureMessage(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

/** Base64 SHA256-with-RSA (PKCS#1 v1.5), as in the `Authorization` header and `Wechatpay-Signature`. */
export function signMessage(privateKey: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

export function verifyMessage(publicKey: KeyObject, message: string, signatureBase64: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signatureBase64, 'base64');
  } catch {
    return false;
  }
}

/** An RSA private key from PKCS#8 or PKCS#1 PEM (the merchant's `apiclient_key.pem`). */
export function rsaPrivateKey(pem: string): KeyObject {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA private key');
  return key;
}

/** An RSA public key from a public-key PEM (WeChat Pay public key) or a platform certificate PEM. */
export function rsaPublicKey(pem: string): KeyObject {
  const key = pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
  if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA public key');
  return key;
}

/** 32 random characters for `nonce_str`. */
export function randomNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export type EncryptedResource = { nonce: string; associated_data?: string; ciphertext: string };

const TAG_BYTES = 16;

/**
 * AEAD_AES_256_GCM as WeChat uses it: key = the API v3 key's 32 bytes, the 12-byte nonce and the associated
 * data as UTF-8 text, ciphertext base64 with the 16-byte tag at its end. Throws on a wrong key or tag.
 */
export function decryptResource(apiV3Key: Buffer, resource: EncryptedResource): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(data.subarray(0, data.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** The inverse of `decryptResource`: what WeChat does; used to record test notifications. */
export function encryptResource(
  apiV3Key: Buffer,
  plaintext: string,
  nonce: string,
  associatedData: string,
): string {
  const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'), {
    authTagLength: TAG_BYTES,
  });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([body, cipher.getAuthTag()]).toString('base64');
}

/** `2026-11-25T03:30:00+08:00`: RFC 3339 in Beijing time, the form WeChat expects for `time_expire`. */
export function beijingRfc3339(date: Date): string {
  const shifted = new Date(Math.floor(date.getTime() / 1000) * 1000 + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}
