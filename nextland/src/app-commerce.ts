// The money paths' part of the app: orders and payments (decision 0019), after-sales and refunds, reviews,
// settlement (0027) and auctions (0028) — their contexts, job workers, routes and the timers scheduled on start.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { afterSaleWorkers } from './modules/after-sale/jobs.js';
import { afterSaleRoutes } from './modules/after-sale/routes.js';
import { sellerAfterSaleRoutes } from './modules/after-sale/seller-routes.js';
import { scheduleMissingAfterSaleTimers } from './modules/after-sale/service.js';
import type { AuctionContext } from './modules/auction/context.js';
import { myBidRoutes } from './modules/auction/my-routes.js';
import { registerAuctionPurchases } from './modules/auction/paid.js';
import { auctionClockDevRoutes, auctionRoutes } from './modules/auction/routes.js';
import { auctionWorkers, scheduleMissingAuctionTimers } from './modules/auction/timers.js';
import { libraryRoutes } from './modules/library/routes.js';
import type { OrderContext } from './modules/order/context.js';
import { orderWorkers } from './modules/order/jobs.js';
import { scheduleMissingOrderTimers } from './modules/order/order-timers.js';
import { paymentRoutes } from './modules/order/payment-routes.js';
import { orderContextOf } from './modules/order/purchase-kind.js';
import { orderRoutes } from './modules/order/routes.js';
import { sellerOrderRoutes } from './modules/order/seller-routes.js';
import { workCheckoutRoutes } from './modules/order/work-checkout.js';
import { createPaymentProvider } from './modules/payment/create-provider.js';
import type { PaymentProvider, RefundNotice } from './modules/payment/provider.js';
import type { PayoutProvider } from './modules/payout/provider.js';
import { createSandboxPayoutProvider } from './modules/payout/sandbox-provider.js';
import { PAY_NOTIFY, paymentNotifyRoutes } from './modules/purchase/notify-routes.js';
import { sandboxCashierRoutes } from './modules/purchase/sandbox-routes.js';
import { applyRefundNotice } from './modules/refund/notice.js';
import { refundWorker } from './modules/refund/run.js';
import { publicReviewRoutes, reviewRoutes } from './modules/review/routes.js';
import type { SettlementContext } from './modules/settlement/context.js';
import {
  currentSlot,
  enqueueSweep,
  scheduleMissingPayoutJobs,
  settlementWorkers,
} from './modules/settlement/jobs.js';
import { settlementRoutes } from './modules/settlement/routes.js';
import type { Storage } from './modules/upload/storage/storage.js';

type Db = Database['db'];

export type Commerce = {
  orders: OrderContext;
  settlement: SettlementContext;
  auction: AuctionContext;
  clock: Clock;
};

export function commerceOf(
  config: Config,
  providers: { payment?: PaymentProvider | undefined; payout?: PayoutProvider | undefined; clock: Clock },
): Commerce {
  const orders = orderContextOf({
    payWindowSeconds: config.payment.payWindowSeconds,
    autoConfirmSeconds: config.payment.autoConfirmSeconds,
    provider: providers.payment ?? createPaymentProvider(config.payment),
    outbox: true,
  });
  const auction: AuctionContext = {
    clock: providers.clock,
    payWindowSeconds: config.auctionPayWindowSeconds,
    orders,
    rateBp: config.commissionBasisPoints,
  };
  // The kinds of sale beside orders register with the pipeline here: deposits, and won lots' completion. The
  // next kinds (tickets, supports, editions) add their line (docs/purchase-pipeline.md).
  registerAuctionPurchases(auction);
  return {
    orders,
    auction,
    settlement: {
      rateBp: config.commissionBasisPoints,
      provider: providers.payout ?? createSandboxPayoutProvider(),
      outbox: true,
    },
    clock: providers.clock,
  };
}

export function commerceWorkers(db: Db, { orders, settlement, auction }: Commerce) {
  return [
    ...orderWorkers(db, orders),
    refundWorker(db, orders),
    ...afterSaleWorkers(db, orders),
    ...auctionWorkers(db, auction),
    ...settlementWorkers(db, settlement),
  ];
}

export async function registerCommerce(
  app: FastifyInstance,
  config: Config,
  db: Db,
  { orders, settlement, auction, clock }: Commerce,
  storage: Storage,
): Promise<void> {
  await registerOrders(app, config, db, orders);
  await app.register(afterSaleRoutes, { db, ctx: orders, storage });
  await app.register(sellerAfterSaleRoutes, { db, ctx: orders, storage });
  await app.register(auctionRoutes, { db, ctx: auction });
  await app.register(myBidRoutes, { db });
  if (config.standIns) await app.register(auctionClockDevRoutes, { clock });
  await app.register(reviewRoutes, { db, ctx: orders, storage });
  await app.register(publicReviewRoutes, { db });
  await app.register(settlementRoutes, { db, ctx: settlement });
}

/** On start: every timer a row says should exist but has no job (demo data, a cleared queue, a crash). */
export async function scheduleCommerceTimers(db: Db, { clock }: Commerce, log: FastifyBaseLogger) {
  const scheduled =
    (await scheduleMissingOrderTimers(db)) +
    (await scheduleMissingAfterSaleTimers(db)) +
    (await scheduleMissingAuctionTimers(db, clock)) +
    (await scheduleMissingPayoutJobs(db));
  if (scheduled > 0)
    log.info({ scheduled }, 'scheduled the order, after-sale, auction and payout jobs that were missing');
  // The settlement sweep runs at once on start, then every ten minutes (settlement/jobs.ts).
  await enqueueSweep(db, currentSlot());
}

/** Checkout, orders and payments (decision 0019); the sandbox cashier outside production. */
async function registerOrders(app: FastifyInstance, config: Config, db: Db, ctx: OrderContext) {
  await app.register(orderRoutes, { db, ctx });
  await app.register(workCheckoutRoutes, { db, ctx });
  await app.register(libraryRoutes, { db });
  await app.register(sellerOrderRoutes, { db, ctx });
  await app.register(paymentRoutes, { db });
  const onRefundNotice = (notice: RefundNotice, log: FastifyBaseLogger) =>
    applyRefundNotice(db, ctx, notice, log);
  await app.register(paymentNotifyRoutes, { db, ctx, onRefundNotice });
  if (config.standIns && ctx.provider.name === 'sandbox') {
    await app.register(sandboxCashierRoutes, {
      db,
      secret: config.payment.sandboxSecret,
      notifyPath: PAY_NOTIFY,
    });
  }
}
