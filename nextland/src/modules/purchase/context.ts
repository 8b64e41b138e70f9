// What the purchase pipeline needs besides the database: the provider, the default pay window, whether jobs
// may be enqueued, and the kinds it serves.
import type { PaymentProvider } from '../payment/provider.js';
import type { PurchaseKinds } from './kinds.js';

export type PurchaseContext = {
  /** ORDER_PAY_WINDOW_SECONDS: how long a payment stays payable unless its kind says otherwise. */
  payWindowSeconds: number;
  provider: PaymentProvider;
  /**
   * False only while seeding: the job queue is not installed yet, so no refund job, message or live event is
   * enqueued (demo data is made before any process serves it).
   */
  outbox: boolean;
  kinds: PurchaseKinds;
};
