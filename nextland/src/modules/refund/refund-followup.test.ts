// What happens to a refund after the job first asks for it, on the real app and both databases: a provider
// that answers PROCESSING finishes it by notification (once, and only for the amount asked) or is asked after
// with a query; a refund refused for good waits for an official, whose retry asks again under a new key and
// pays once; a fully refunded order that never shipped returns its units.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_SANDBOX_PAY_SECRET } from '../../config.js';
import type { CappedPage } from '../../lib/paging.js';
import { call } from '../../test/account-helpers.js';
import { afterSaleCall, asked, paidOrder } from '../../test/after-sale-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { count, goodsRow, orderCall } from '../../test/order-helpers.js';
import { personOfType } from '../../test/selling-helpers.js';
import { AccountType } from '../customer/account-type.js';
import type { OrderContext } from '../order/service.js';
import { orderContextOf } from '../order/service.js';
import { OrderStatus } from '../order/status.js';
import {
  type PaymentProvider,
  type RefundNotice,
  RefundRefusedError,
  type RefundRequest,
  type RefundResult,
} from '../payment/provider.js';
import { createSandboxProvider, signSandboxNotification } from '../payment/sandbox-provider.js';
import type { FailedRefund } from './retry.js';
import { REFUND_ADMIN } from './routes.js';
import { runRefund } from './run.js';
import { refunds } from './schema.js';
import { RefundStatus } from './status.js';

type Answer = 'SUCCESS' | 'PROCESSING' | 'CLOSED';
const sandbox = createSandboxProvider({ secret: DEFAULT_SANDBOX_PAY_SECRET });
/** What the provider answers next (refund and query alike), and what it was asked. */
const script = { answers: [] as Answer[], refunds: [] as RefundRequest[], queries: [] as string[] };

function answer(refundId: string): RefundResult {
  const next = script.answers.shift() ?? 'SUCCESS';
  if (next === 'CLOSED') throw new RefundRefusedError(`refund ${refundId} closed`, 'CLOSED');
  return { providerRefundId: `provider-${refundId}`, status: next };
}

/**
 * The sandbox, whose refunds answer as scripted, and whose signed notifications may carry a refund's result
 * (in a header: the WeChat parsing of REFUND.* events is tested on recorded notifications elsewhere).
 */
const provider: PaymentProvider = {
  ...sandbox,
  async refund(request) {
    script.refunds.push(request);
    return answer(request.refundId);
  },
  async queryRefund(refundId) {
    script.queries.push(refundId);
    return answer(refundId);
  },
  async parseNotification(headers, rawBody) {
    const parsed = await sandbox.parseNotification(headers, rawBody);
    const notice = headers['x-test-refund-notice'];
    return typeof notice === 'string' ? { ...parsed, refund: JSON.parse(notice) as RefundNotice } : parsed;
  },
};
const ctx: OrderContext = orderContextOf({
  payWindowSeconds: 1800,
  autoConfirmSeconds: 864_000,
  provider,
  outbox: true,
});

describeOnDrivers('refunds after the first ask', { appOptions: { paymentProvider: provider } }, (use) => {
  const refundOf = async (orderId: string) => {
    const [row] = await use()
      .db.select()
      .from(refunds)
      .where(eq(refunds.orderId, Number(orderId)));
    if (!row) throw new Error(`no refund for order ${orderId}`);
    return row;
  };

  /** A paid order's whole amount asked for and approved: its refund row after the job ran once. */
  async function approvedRefund(first: Answer, status: 1 | 3 = 1) {
    const paid = await paidOrder(use, status);
    const request = await asked(use, paid.me.token, paid.order, paid.order.totalFen);
    script.answers = [first];
    const approved = await afterSaleCall(use, paid.seller.token, 'seller/approve', request.id, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await use().app.jobs.drain();
    return { ...paid, refund: await refundOf(paid.order.id) };
  }

  function notify(paymentId: string, notice: RefundNotice) {
    const signed = signSandboxNotification(DEFAULT_SANDBOX_PAY_SECRET, {
      paymentId,
      providerTxnId: `refund-${notice.providerRefundId}`,
      amountFen: 0,
      paid: false,
      paidAt: new Date().toISOString(),
    });
    return use().app.inject({
      method: 'POST',
      url: '/nextland-pay/notify/sandbox',
      headers: { ...signed.headers, 'x-test-refund-notice': JSON.stringify(notice) },
      payload: signed.body,
    });
  }

  const eventsOf = (orderId: string) => count(use().db, 'order_events', sql`order_id = ${Number(orderId)}`);

  it('a refund still processing is finished by its notification, once; a wrong amount changes nothing', async () => {
    const { me, order, refund } = await approvedRefund('PROCESSING');
    expect([refund.status, refund.providerRefundId]).toEqual([
      RefundStatus.PENDING,
      `provider-${refund.refundKey}`,
    ]);
    const notice: RefundNotice = {
      refundKey: refund.refundKey,
      providerRefundId: `provider-${refund.refundKey}`,
      status: 'SUCCESS',
      amountFen: refund.amountFen,
    };
    const wrong = await notify(order.paymentId, { ...notice, amountFen: refund.amountFen - 1 });
    expect(wrong.statusCode).toBe(200);
    expect((await refundOf(order.id)).status).toBe(RefundStatus.PENDING);

    expect((await notify(order.paymentId, notice)).statusCode).toBe(200);
    expect((await refundOf(order.id)).status).toBe(RefundStatus.SUCCEEDED);
    expect((await orderCall(use, me.token, 'detail', order.id)).body.data.status).toBe(OrderStatus.CLOSED);
    const events = await eventsOf(order.id);
    expect((await notify(order.paymentId, notice)).statusCode).toBe(200);
    expect(await eventsOf(order.id)).toBe(events);
    expect(await count(use().db, 'refunds', sql`order_id = ${Number(order.id)} and status = 1`)).toBe(1);
  });

  it('a refund the provider took is asked after with a query, not asked for a second time', async () => {
    script.refunds.length = 0;
    script.queries.length = 0;
    const { refund } = await approvedRefund('PROCESSING');
    script.answers = ['PROCESSING', 'SUCCESS'];
    // Still processing: the job fails, for pg-boss to ask again later.
    await expect(runRefund(use().db, ctx, refund.id)).rejects.toThrow(/after-sale/);
    expect(await runRefund(use().db, ctx, refund.id)).toBe('applied');
    expect(script.refunds.map((request) => request.refundId)).toEqual([refund.refundKey]);
    expect(script.queries).toEqual([refund.refundKey, refund.refundKey]);
    expect(await runRefund(use().db, ctx, refund.id)).toBe('duplicate');
  });

  it('a refund refused for good waits for an official, whose retry asks under a new key and pays once', async () => {
    const { me, order, refund } = await approvedRefund('PROCESSING');
    const abnormal = await notify(order.paymentId, {
      refundKey: refund.refundKey,
      providerRefundId: `provider-${refund.refundKey}`,
      status: 'ABNORMAL',
      amountFen: refund.amountFen,
    });
    expect(abnormal.statusCode).toBe(200);
    expect((await refundOf(order.id)).status).toBe(RefundStatus.FAILED);

    const official = await personOfType(use().db, AccountType.OFFICIAL);
    const listed = await call<CappedPage<FailedRefund>>(
      use().app,
      'GET',
      `${REFUND_ADMIN}/failed/page?size=100`,
      undefined,
      { token: official.token },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.records.find((row) => row.id === String(refund.id))).toMatchObject({
      orderNumber: order.orderNumber,
      amountFen: refund.amountFen,
      attempt: 1,
    });
    const retryPath = `${REFUND_ADMIN}/retry/${refund.id}`;
    expect((await call(use().app, 'POST', retryPath, {}, { token: me.token })).status).toBe(403);
    expect(
      (await call(use().app, 'POST', `${REFUND_ADMIN}/retry/99999999`, {}, { token: official.token })).status,
    ).toBe(404);

    script.refunds.length = 0;
    script.answers = ['SUCCESS'];
    const retried = await call<{ status: number }>(
      use().app,
      'POST',
      retryPath,
      {},
      { token: official.token },
    );
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data.status).toBe(RefundStatus.PENDING);
    await use().app.jobs.drain();
    const paidNow = await refundOf(order.id);
    expect([paidNow.attempt, paidNow.refundKey, paidNow.providerRefundId]).toEqual([
      2,
      `${refund.refundKey}-r2`,
      `provider-${refund.refundKey}-r2`,
    ]);
    expect(script.refunds.map((request) => [request.refundId, request.amountFen])).toEqual([
      [`${refund.refundKey}-r2`, refund.amountFen],
    ]);
    expect((await refundOf(order.id)).status).toBe(RefundStatus.SUCCEEDED);
    expect((await orderCall(use, me.token, 'detail', order.id)).body.data.status).toBe(OrderStatus.CLOSED);
    expect((await call(use().app, 'POST', retryPath, {}, { token: official.token })).status).toBe(409);
  });

  it('an order refunded in full before shipping returns its units; a completed one does not', async () => {
    const before = await paidOrder(use, 1);
    const goodsId = Number(before.line.goodsId);
    expect((await goodsRow(use().db, goodsId))?.stock).toBe(8);
    const request = await asked(use, before.me.token, before.order, before.order.totalFen);
    script.answers = ['SUCCESS'];
    await afterSaleCall(use, before.seller.token, 'seller/approve', request.id, {});
    await use().app.jobs.drain();
    expect((await orderCall(use, before.me.token, 'detail', before.order.id)).body.data.status).toBe(
      OrderStatus.CLOSED,
    );
    expect((await goodsRow(use().db, goodsId))?.stock).toBe(10);

    const { order, line, me } = await approvedRefund('SUCCESS', 3);
    expect((await orderCall(use, me.token, 'detail', order.id)).body.data.status).toBe(OrderStatus.CLOSED);
    expect((await goodsRow(use().db, Number(line.goodsId)))?.stock).toBe(8);
  });
});
