import type { KeyObject } from 'node:crypto';
import { randomNonce, signatureMessage, signMessage } from './wechat-crypto.js';
import { wechatSignatureProblem } from './wechat-verifier.js';

/** A call to WeChat Pay that failed: an error answer (`status`, WeChat's `code`), or an unverifiable one. */
export class WechatPayError extends Error {
  override name = 'WechatPayError';
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

export type WechatClientOptions = {
  mchid: string;
  merchantSerialNo: string;
  merchantKey: KeyObject;
  platformKeys: ReadonlyMap<string, KeyObject>;
  apiBase: string;
  fetch: typeof globalThis.fetch;
  now: () => Date;
};

const REQUEST_TIMEOUT_MS = 10_000;

/** `WECHATPAY2-SHA256-RSA2048 …` over `METHOD\npath?query\ntimestamp\nnonce\nbody\n`. */
export function authorizationHeader(
  options: Pick<WechatClientOptions, 'mchid' | 'merchantSerialNo' | 'merchantKey'>,
  request: { method: string; pathAndQuery: string; body: string; timestamp: string; nonce: string },
): string {
  const message = signatureMessage(
    request.method,
    request.pathAndQuery,
    request.timestamp,
    request.nonce,
    request.body,
  );
  const signature = signMessage(options.merchantKey, message);
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${options.mchid}",nonce_str="${request.nonce}",` +
    `signature="${signature}",timestamp="${request.timestamp}",serial_no="${options.merchantSerialNo}"`
  );
}

/**
 * POSTs JSON to the v3 API, signed with the merchant key; a 2xx answer is trusted only once its
 * `Wechatpay-Signature` verifies against a platform key. Error answers are reported, not trusted.
 */
export function wechatPost(options: WechatClientOptions, path: string, payload: unknown): Promise<unknown> {
  return wechatRequest(options, 'POST', path, JSON.stringify(payload));
}

/** GETs from the v3 API (a query: the signed body is empty), trusted as `wechatPost`'s answers are. */
export function wechatGet(options: WechatClientOptions, path: string): Promise<unknown> {
  return wechatRequest(options, 'GET', path, '');
}

async function wechatRequest(
  options: WechatClientOptions,
  method: 'GET' | 'POST',
  path: string,
  body: string,
): Promise<unknown> {
  const url = new URL(`${options.apiBase.replace(/\/+$/, '')}${path}`);
  const authorization = authorizationHeader(options, {
    method,
    pathAndQuery: url.pathname + url.search,
    body,
    timestamp: String(Math.floor(options.now().getTime() / 1000)),
    nonce: randomNonce(),
  });
  const response = await options.fetch(url, {
    method,
    headers: {
      Authorization: authorization,
      Accept: 'application/json',
      ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      'User-Agent': 'nextland-wechat-pay/1',
    },
    ...(method === 'POST' ? { body } : {}),
    // A checkout must not hang on WeChat. A timed-out call may still have landed: retry with the same
    // out_trade_no / out_refund_no, which WeChat treats as the same order or refund.
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) {
    const error = safeJson(text) as { code?: unknown; message?: unknown } | undefined;
    const code = typeof error?.code === 'string' ? error.code : undefined;
    const detail = typeof error?.message === 'string' ? error.message : text.slice(0, 200);
    throw new WechatPayError(
      `WeChat Pay ${path} answered ${response.status} ${code ?? ''}: ${detail}`,
      response.status,
      code,
    );
  }
  const problem = wechatSignatureProblem(
    options.platformKeys,
    Object.fromEntries(response.headers),
    text,
    options.now(),
  );
  if (problem)
    throw new WechatPayError(`WeChat Pay ${path} answer not verified: ${problem}`, response.status);
  const parsed = safeJson(text);
  if (parsed === undefined) throw new WechatPayError(`WeChat Pay ${path} answered non-JSON`, response.status);
  return parsed;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
