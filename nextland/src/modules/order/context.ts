import type { PaymentProvider } from '../payment/provider.js';

/** What order code needs besides the database: the clock settings and the payment provider. */
export type OrderContext = {
  payWindowSeconds: number;
  autoConfirmSeconds: number;
  provider: PaymentProvider;
  /**
   * False only while seeding: the job queue is not installed yet, so no expiry or auto-confirm job, message
   * or live event is enqueued (demo orders are made before any process serves them).
   */
  outbox: boolean;
};
