// What the auction code needs besides the database (decision 0028): the auction clock, how long a winner has
// to pay, the order context (payments, orders) and the commission a forfeited deposit is settled at.
import type { Clock } from '../../lib/clock.js';
import type { OrderContext } from '../order/service.js';

export type AuctionContext = {
  clock: Clock;
  /** AUCTION_PAY_WINDOW_SECONDS: from the close (or a second chance) to the payment deadline. */
  payWindowSeconds: number;
  orders: OrderContext;
  rateBp: number;
};
