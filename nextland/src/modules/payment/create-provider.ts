// Chooses the payment provider from configuration (PAYMENT_PROVIDER). buildApp also accepts a provider
// object (tests inject fakes that count refunds or fail on purpose).
import { ConfigError, type PaymentConfig } from '../../config.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createWechatPayProvider } from './wechat-pay.js';

export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  if (config.provider === 'sandbox') return createSandboxProvider({ secret: config.sandboxSecret });
  // WeChat Pay v3 (decision 0021) needs the merchant's settings; without them it cannot take a single payment.
  if (!config.wechat) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=wechat needs the WECHAT_PAY_* settings (see README, decision 0021)',
    );
  }
  return createWechatPayProvider(config.wechat);
}
