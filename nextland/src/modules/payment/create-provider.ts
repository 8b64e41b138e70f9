// Chooses the payment provider from configuration (PAYMENT_PROVIDER). buildApp also accepts a provider
// object (tests inject fakes that count refunds or fail on purpose).
import { ConfigError, type PaymentConfig } from '../../config.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox-provider.js';

export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  if (config.provider === 'sandbox') return createSandboxProvider({ secret: config.sandboxSecret });
  // The WeChat Pay v3 adapter plugs in here: `createWechatPayProvider(options)` from ./wechat-pay.ts, with its
  // merchant settings added to PaymentConfig. Until it exists, asking for it is a configuration error.
  throw new ConfigError(
    'PAYMENT_PROVIDER=wechat: the WeChat Pay adapter (modules/payment/wechat-pay.ts) is not installed in this build',
  );
}
