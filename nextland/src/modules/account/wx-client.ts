// The messaging platform's code exchange (WeChat web login shape):
// GET {base}/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code
// https://developers.weixin.qq.com/doc/oplatform/en/Website_App/WeChat_Login/Wechat_Login.html
import { z } from 'zod';

export type WxIdentity = { openid: string; unionid: string };
export type WxFailure = { errcode: number; errmsg: string };

export type WxPlatform = { appid: string; secret: string; base: () => string };

const reply = z.union([
  z.object({ errcode: z.number().refine((c) => c !== 0), errmsg: z.string().default('') }),
  z.object({ openid: z.string().min(1), unionid: z.string().min(1) }),
]);

export class WxUnavailableError extends Error {
  override name = 'WxUnavailableError';
}

/** Identity for a code, or the platform's error; throws WxUnavailableError when the platform cannot answer. */
export async function exchangeCode(platform: WxPlatform, code: string): Promise<WxIdentity | WxFailure> {
  const url = new URL(`${platform.base()}/sns/oauth2/access_token`);
  url.search = new URLSearchParams({
    appid: platform.appid,
    secret: platform.secret,
    code,
    grant_type: 'authorization_code',
  }).toString();
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    body = await response.json();
  } catch (cause) {
    throw new WxUnavailableError('platform did not answer', { cause });
  }
  const parsed = reply.safeParse(body);
  if (!parsed.success) throw new WxUnavailableError('unexpected platform reply');
  const value = parsed.data;
  return 'errcode' in value ? value : { openid: value.openid, unionid: value.unionid };
}
