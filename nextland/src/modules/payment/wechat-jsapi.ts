// https://pay.weixin.qq.com/wiki/doc/apiv3/apis/chapter3_1_4.shtml — what WeixinJSBridge.invoke('getBrandWCPayRequest')
// needs to open the payment a JSAPI createPayment prepared (its providerReference is the prepay_id).
import { randomNonce, rsaPrivateKey, signatureMessage, signMessage } from './wechat-crypto.js';

export type WechatJsapiPayParams = {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
};

/** Signs `appId\ntimeStamp\nnonceStr\nprepay_id=…\n` with the merchant key, for the page showing the payment. */
export function wechatJsapiPayParams(input: {
  appid: string;
  merchantPrivateKeyPem: string;
  prepayId: string;
  now?: Date;
  nonce?: string;
}): WechatJsapiPayParams {
  const timeStamp = String(Math.floor((input.now ?? new Date()).getTime() / 1000));
  const nonceStr = input.nonce ?? randomNonce();
  const pkg = `prepay_id=${input.prepayId}`;
  const paySign = signMessage(
    rsaPrivateKey(input.merchantPrivateKeyPem),
    signatureMessage(input.appid, timeStamp, nonceStr, pkg),
  );
  return { appId: input.appid, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
}
