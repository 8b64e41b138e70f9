// Orders of the demo accounts in every status a checkout can reach (closed belongs to after-sales), made
// through the order services so stock, timelines and payments are what the app itself would have written.
// 林晚 buys from catalogue sellers; two catalogue goods become 林晚's so 阿言 can buy from her, and 林晚 has
// a seller's side to look at. The job queue is not installed while seeding: no expiry, auto-confirm,
// message or live event is enqueued (ctx.outbox false); the runner schedules the missing expiry and
// auto-confirm jobs when it starts (order/order-timers.ts), so the demo unpaid order expires on time.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CartItemKind } from '../../modules/cart/schema.js';
import { customers } from '../../modules/customer/schema.js';
import { goods } from '../../modules/goods/schema.js';
import { GoodsStatus, SaleType } from '../../modules/goods/status.js';
import { createCheckout, previewCheckout } from '../../modules/order/checkout.js';
import type { OrderContext } from '../../modules/order/context.js';
import { orderContextOf } from '../../modules/order/purchase-kind.js';
import { cancelByBuyer, confirmReceipt, shipOrder } from '../../modules/order/service.js';
import { createSandboxProvider } from '../../modules/payment/sandbox-provider.js';
import { handlePaymentNotification } from '../../modules/purchase/notified.js';
import { works } from '../../modules/work/schema.js';
import type { Db } from '../client.js';

const seedSettings = {
  payWindowSeconds: 1800,
  autoConfirmSeconds: 10 * 86_400,
  provider: createSandboxProvider({ secret: 'seed-only' }),
  outbox: false,
};
export const seedOrderContext: OrderContext = orderContextOf(seedSettings);

/** A seed order context of its own (a pipeline other kinds may register with). */
export const freshSeedOrderContext = (): OrderContext => orderContextOf(seedSettings);
const ctx = seedOrderContext;

const quiet = { warn() {} } as unknown as FastifyBaseLogger;

export type Stage = 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled';
const STAGES: Stage[] = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled'];

/** One order of `buyerId` for one unit of `goodsId`, taken to `stage` through the order services; its id. */
export async function orderAt(
  tx: Db,
  buyerId: number,
  goodsId: number,
  stage: Stage,
): Promise<string | null> {
  const lines = [{ goodsId: String(goodsId), quantity: 1 }];
  const priced = await previewCheckout(tx, 'zh-cn', buyerId, { source: 'buyNow', lines });
  const payment = await createCheckout(tx, ctx, 'zh-cn', buyerId, {
    source: 'buyNow',
    lines,
    idempotencyKey: randomUUID(),
    acceptedTotalFen: priced.totalFen,
  });
  const [order] = payment.orders;
  if (!order || stage === 'unpaid') return order?.id ?? null;
  if (stage === 'cancelled') {
    await cancelByBuyer(tx, ctx, 'zh-cn', buyerId, order.id);
    return order.id;
  }
  const paid = { paymentId: payment.id, providerTxnId: `seed-${randomUUID()}`, amountFen: payment.amountFen };
  await handlePaymentNotification(tx, ctx, { ...paid, paid: true, paidAt: new Date() }, quiet);
  if (stage === 'paid') return order.id;
  const shipment = {
    carrierCode: 'SF' as const,
    trackingNumber: `SF${String(1e11 + Number(order.id)).slice(0, 12)}`,
  };
  await shipOrder(tx, ctx, 'zh-cn', Number(order.seller.id), order.id, shipment);
  if (stage === 'completed') await confirmReceipt(tx, ctx, 'zh-cn', buyerId, order.id);
  return order.id;
}

export async function seedDemoOrders(tx: Db, { id }: { id: (key: string) => number }): Promise<void> {
  const stocked = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(
      and(
        eq(goods.status, GoodsStatus.ON_SALE),
        eq(goods.saleType, SaleType.FIXED_PRICE),
        gte(goods.stock, 5),
      ),
    )
    .orderBy(asc(goods.id))
    .limit(7);
  if (stocked.length < 7) return;
  const picks = stocked.map((row) => row.id);
  const [own1, own2] = picks.slice(5) as [number, number];
  for (const goodsId of [own1, own2]) {
    await tx
      .update(goods)
      .set({ sellerId: id('verified') })
      .where(eq(goods.id, goodsId));
  }
  for (const [i, stage] of STAGES.entries()) await orderAt(tx, id('verified'), picks[i] as number, stage);
  for (const [i, stage] of STAGES.entries()) await orderAt(tx, id('newcomer'), i % 2 ? own2 : own1, stage);
}

/**
 * 林晚's library (decision 0023): two works bought through a real checkout of works and paid through the
 * notification path, so the orders are completed digital orders and the library rows are what payment writes.
 * Runs after the works are seeded.
 */
export async function seedDemoLibrary(tx: Db): Promise<void> {
  const [buyer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.openid, 'o-demo-verified'));
  if (!buyer) return;
  const picks = await tx
    .select({ id: works.id })
    .from(works)
    .where(and(eq(works.status, GoodsStatus.ON_SALE), sql`${works.editionSize} - ${works.editionsSold} >= 2`))
    .orderBy(asc(works.id))
    .limit(2);
  for (const pick of picks) {
    const input = {
      kind: CartItemKind.OPUS,
      source: 'buyNow' as const,
      lines: [{ goodsId: String(pick.id), quantity: 1 }],
    };
    const priced = await previewCheckout(tx, 'zh-cn', buyer.id, input);
    const payment = await createCheckout(tx, ctx, 'zh-cn', buyer.id, {
      ...input,
      idempotencyKey: randomUUID(),
      acceptedTotalFen: priced.totalFen,
    });
    const paid = {
      paymentId: payment.id,
      providerTxnId: `seed-${randomUUID()}`,
      amountFen: payment.amountFen,
    };
    await handlePaymentNotification(tx, ctx, { ...paid, paid: true, paidAt: new Date() }, quiet);
  }
}
