// After-sale requests in every status (decision 0027 §3), made through the after-sale services on orders of
// their own, so no demo order another part of the app or a spec reads changes: 阿言 buys from 林晚 six
// times (completed orders), then asks for a refund or a return on each and the steps run up to one status
// each. Like demo orders, nothing is enqueued while seeding (no message, live event or job); the refunded
// request's refund is paid through the refund handler itself, so it shows as paid and its order closes.
import { and, desc, eq, gte } from 'drizzle-orm';
import { addresses } from '../../modules/address/schema.js';
import { approve, confirmReturn, reject, shipReturn, withdraw } from '../../modules/after-sale/decisions.js';
import { createAfterSale } from '../../modules/after-sale/request.js';
import { AfterSaleType } from '../../modules/after-sale/status.js';
import { goods } from '../../modules/goods/schema.js';
import { GoodsStatus, SaleType } from '../../modules/goods/status.js';
import { orderLines } from '../../modules/order/schema.js';
import { runRefund } from '../../modules/refund/run.js';
import { refunds } from '../../modules/refund/schema.js';
import type { Db } from '../client.js';
import { seedOrderContext as ctx, orderAt } from './demo-orders.js';

type Ids = { id: (key: string) => number };
type Plan = {
  type: AfterSaleType;
  reasonCode: 'damaged' | 'notAsDescribed' | 'qualityIssue' | 'changedMind' | 'wrongItem';
  description: string;
  /** Part of the line's paid amount asked back (1 = all of it). */
  share: number;
  steps: ('approve' | 'ship' | 'receive' | 'reject' | 'withdraw')[];
};

const PLANS: Plan[] = [
  {
    type: AfterSaleType.RETURN_AND_REFUND,
    reasonCode: 'damaged',
    description: '外包装破损，画框一角有裂痕。',
    share: 1,
    steps: [],
  },
  {
    type: AfterSaleType.RETURN_AND_REFUND,
    reasonCode: 'notAsDescribed',
    description: '颜色和图片差别较大。',
    share: 1,
    steps: ['approve'],
  },
  {
    type: AfterSaleType.RETURN_AND_REFUND,
    reasonCode: 'wrongItem',
    description: '收到的尺寸不对。',
    share: 1,
    steps: ['approve', 'ship'],
  },
  {
    type: AfterSaleType.RETURN_AND_REFUND,
    reasonCode: 'qualityIssue',
    description: '印刷有明显色差。',
    share: 1,
    steps: ['approve', 'ship', 'receive'],
  },
  {
    type: AfterSaleType.REFUND_ONLY,
    reasonCode: 'changedMind',
    description: '',
    share: 0.5,
    steps: ['reject'],
  },
  {
    type: AfterSaleType.REFUND_ONLY,
    reasonCode: 'damaged',
    description: '边角有压痕，想退一部分差价。',
    share: 0.3,
    steps: ['withdraw'],
  },
];

export async function seedDemoAfterSales(tx: Db, { id }: Ids): Promise<void> {
  const buyerId = id('newcomer');
  const sellerId = id('verified');
  // 林晚's best-stocked goods, a unit of each in turn: every goods other demo data and specs use stays on sale.
  const stocked = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(
      and(
        eq(goods.sellerId, sellerId),
        eq(goods.status, GoodsStatus.ON_SALE),
        eq(goods.saleType, SaleType.FIXED_PRICE),
        gte(goods.stock, 3),
      ),
    )
    .orderBy(desc(goods.stock), desc(goods.id))
    .limit(PLANS.length);
  const [address] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, sellerId), eq(addresses.isDefault, true)));
  if (stocked.length === 0 || !address) return;
  for (const [i, plan] of PLANS.entries()) {
    const goodsId = stocked[i % stocked.length]?.id as number;
    const orderId = await orderAt(tx, buyerId, goodsId, 'completed');
    if (!orderId) return;
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, Number(orderId)));
    if (!line) return;
    const amountFen = Math.max(1, Math.floor(line.paidFen * plan.share));
    const afterSaleId = String(
      await createAfterSale(tx, ctx, 'zh-cn', buyerId, {
        orderId,
        type: plan.type,
        reasonCode: plan.reasonCode,
        description: plan.description,
        photoIds: [],
        lines: [{ orderLineId: String(line.id), amountFen }],
      }),
    );
    for (const step of plan.steps) {
      if (step === 'approve') await approve(tx, ctx, 'zh-cn', sellerId, afterSaleId, String(address.id));
      if (step === 'ship') {
        const trackingNumber = `SF${String(9e11 + i)}`;
        await shipReturn(tx, ctx, buyerId, afterSaleId, { carrierCode: 'SF', trackingNumber });
      }
      if (step === 'receive') await confirmReturn(tx, ctx, sellerId, afterSaleId);
      if (step === 'reject')
        await reject(tx, ctx, sellerId, afterSaleId, '商品已签收超过约定时间，且无质量问题。');
      if (step === 'withdraw') await withdraw(tx, ctx, buyerId, afterSaleId);
    }
    if (plan.steps.includes('receive')) {
      const [refund] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.afterSaleId, Number(afterSaleId)));
      if (refund) await runRefund(tx, ctx, refund.id);
    }
  }
}
