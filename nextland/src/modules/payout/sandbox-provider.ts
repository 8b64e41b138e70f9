// The embedded payout provider: pays at once and deterministically (the reference is derived from the key).
// Tests ask it to fail the first `failures` attempts of every payout, to see the retries pay exactly once.
import { createHash } from 'node:crypto';
import type { PayoutProvider, PayoutRequest, PayoutResult } from './provider.js';

export type SandboxPayoutProvider = PayoutProvider & {
  /** Transfers made, by payout key: a key asked twice still appears once. */
  readonly paid: ReadonlyMap<string, PayoutRequest>;
  /** Attempts seen, by payout key (failed ones included). */
  readonly attempts: ReadonlyMap<string, number>;
};

export function createSandboxPayoutProvider({ failures = 0 } = {}): SandboxPayoutProvider {
  const paid = new Map<string, PayoutRequest>();
  const attempts = new Map<string, number>();
  return {
    name: 'sandbox',
    paid,
    attempts,
    async pay(request: PayoutRequest): Promise<PayoutResult> {
      const attempt = (attempts.get(request.payoutKey) ?? 0) + 1;
      attempts.set(request.payoutKey, attempt);
      if (attempt <= failures) throw new Error(`sandbox payout unavailable (attempt ${attempt})`);
      if (!paid.has(request.payoutKey)) paid.set(request.payoutKey, request);
      const digest = createHash('sha256').update(request.payoutKey).digest('hex').slice(0, 24);
      return { providerRef: `sbx-po-${digest}` };
    },
  };
}
