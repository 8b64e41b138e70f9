import type { Db } from '../../db/client.js';
import type { PaymentProvider } from '../payment/provider.js';
import type { payments } from '../payment/schema.js';

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
  /**
   * What auctions (decision 0028 §3) do when a payment is paid, inside the notification's transaction: a
   * deposit payment holds its deposit; paid orders that settle a won lot complete it and apply the deposit.
   * Set by the app (the auction module builds on orders, so orders call it through here, not by import).
   */
  auction?: PaymentHooks | undefined;
};

export type PaymentHooks = {
  depositPaid(tx: Db, payment: typeof payments.$inferSelect): Promise<void>;
  ordersPaid(tx: Db, orderIds: number[]): Promise<void>;
};
