// 林晚's settlements (decision 0027 "Demo data"): two orders 阿言 bought from her, completed ten days before
// the seed's clock, settled by the sweep service on that clock and paid out to her default card through the
// sandbox payout provider — the records the job would have written. The job queue is not installed while
// seeding (ctx.outbox false): the payout is sent here and its message written as a row.
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { hmacHex } from '../../lib/tokens.js';
import { bankCards } from '../../modules/bank-card/schema.js';
import { goods } from '../../modules/goods/schema.js';
import { GoodsStatus, SaleType } from '../../modules/goods/status.js';
import { orders } from '../../modules/order/schema.js';
import { OrderStatus } from '../../modules/order/status.js';
import { createSandboxPayoutProvider } from '../../modules/payout/sandbox-provider.js';
import type { SettlementContext } from '../../modules/settlement/context.js';
import { sendPayout } from '../../modules/settlement/send.js';
import { sweepSettlements } from '../../modules/settlement/sweep.js';
import type { Db } from '../client.js';
import { orderAt } from './demo-orders.js';

/** Kept clear of the goods demo-orders.ts (the first) and demo-selling.ts (from the 20th) use. */
const SKIP = 40;
const DAY_MS = 86_400_000;
export const DEMO_CARD_NUMBER = '6222020200112231234';

export async function seedDemoSettlement(
  tx: Db,
  { id, now, authSecret }: { id: (key: string) => number; now: number; authSecret: string },
): Promise<void> {
  const seller = id('verified');
  await tx.insert(bankCards).values({
    customerId: seller,
    last4: DEMO_CARD_NUMBER.slice(-4),
    fingerprint: hmacHex(authSecret, `card:${DEMO_CARD_NUMBER}`),
    holderName: '林晚',
    bankName: '招商银行',
    isDefault: true,
    createdAt: new Date(now - 25 * DAY_MS),
  });
  const picks = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(
      and(
        eq(goods.status, GoodsStatus.ON_SALE),
        eq(goods.saleType, SaleType.FIXED_PRICE),
        gte(goods.stock, 2),
      ),
    )
    .orderBy(asc(goods.id))
    .offset(SKIP)
    .limit(2);
  if (picks.length < 2) return;
  await tx
    .update(goods)
    .set({ sellerId: seller })
    .where(
      inArray(
        goods.id,
        picks.map((p) => p.id),
      ),
    );
  for (const pick of picks) await orderAt(tx, id('newcomer'), pick.id, 'completed');
  const done = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, seller),
        eq(orders.buyerId, id('newcomer')),
        eq(orders.status, OrderStatus.COMPLETED),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(2);
  // Completed ten and twelve days before the seed's clock: every moment of the order moves back together.
  for (const [i, order] of done.entries()) {
    const target = new Date(now - (10 + 2 * i) * DAY_MS).toISOString();
    const back = sql`(select completed_at - ${target}::timestamptz from orders where id = ${order.id})`;
    await tx.execute(sql`update order_events set at = at - ${back} where order_id = ${order.id}`);
    await tx.execute(sql`
      with d as (select ${back} as back)
      update orders set created_at = created_at - d.back, updated_at = updated_at - d.back,
        pay_deadline = pay_deadline - d.back, paid_at = paid_at - d.back, shipped_at = shipped_at - d.back,
        auto_confirm_at = auto_confirm_at - d.back, completed_at = completed_at - d.back
      from d where id = ${order.id}`);
  }
  const ctx: SettlementContext = { rateBp: 500, provider: createSandboxPayoutProvider(), outbox: false };
  const { payoutIds } = await sweepSettlements(tx, ctx, new Date(now));
  for (const payoutId of payoutIds) await sendPayout(tx, ctx, payoutId);
}
