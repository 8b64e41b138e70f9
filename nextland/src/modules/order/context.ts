import type { Db } from '../../db/client.js';
import type { PurchaseContext } from '../purchase/service.js';

/** What order code needs besides the database: the purchase pipeline's context and the auto-confirm window. */
export type OrderContext = PurchaseContext & {
  autoConfirmSeconds: number;
  /**
   * Called in the payment notification's transaction with the orders the payment just paid: a won lot's orders
   * complete their lot (decision 0028 §3). Set by the app (auctions build on orders, so orders call them through
   * here, not by import).
   */
  ordersPaid?: ((tx: Db, orderIds: number[]) => Promise<void>) | undefined;
};
