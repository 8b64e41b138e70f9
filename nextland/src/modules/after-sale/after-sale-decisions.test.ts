// The steps after a request, on the real app and both databases: approving writes the refund and its job in
// one transaction, the job pays once, the order closes when fully refunded; returns go through the seller's
// address; illegal steps are 409 and change nothing; a repeated refund answer changes nothing.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_SANDBOX_PAY_SECRET } from '../../config.js';
import { t } from '../../lib/messages/index.js';
import { afterSaleCall, asked, messagesOf, paidOrder } from '../../test/after-sale-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { count, orderCall } from '../../test/order-helpers.js';
import type { OrderContext } from '../order/service.js';
import { orderContextOf } from '../order/service.js';
import { OrderStatus } from '../order/status.js';
import { RefundRefusedError, type RefundRequest } from '../payment/provider.js';
import { createSandboxProvider } from '../payment/sandbox-provider.js';
import { recordRefundResult, runRefund } from '../refund/run.js';
import { AfterSaleStatus } from './status.js';

/** What the provider was asked, by this file's two suites in turn (each test starts it afresh). */
const asked$: RefundRequest[] = [];
const sandbox = createSandboxProvider({ secret: DEFAULT_SANDBOX_PAY_SECRET });
/** Set to make the provider refuse refunds for good (WeChat's CLOSED). */
let refusing = false;
const provider = {
  ...sandbox,
  refund(request: RefundRequest) {
    asked$.push(request);
    if (refusing) return Promise.reject(new RefundRefusedError('refund closed', 'CLOSED'));
    return sandbox.refund(request);
  },
};
const ctx: OrderContext = orderContextOf({
  payWindowSeconds: 1800,
  autoConfirmSeconds: 864_000,
  provider,
  outbox: true,
});

describeOnDrivers('after-sale decisions', { appOptions: { paymentProvider: provider } }, (use) => {
  const refundsOf = async (orderId: string) =>
    (await use().db.execute(
      sql`select id, amount_fen, status, refund_key from refunds where order_id = ${Number(orderId)} order by id`,
    )) as unknown as { rows: { id: number; amount_fen: number; status: number; refund_key: string }[] };

  it('approving a refund writes the refund with its job; paid once; the order closes when all is refunded', async () => {
    asked$.length = 0;
    const { me, seller, order } = await paidOrder(use, 1);
    const first = await asked(use, me.token, order, 2000);
    const approved = await afterSaleCall(use, seller.token, 'seller/approve', first.id, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: AfterSaleStatus.REFUNDED,
      refund: { status: 0, amountFen: 2000 },
    });
    expect(approved.body.data.events.at(-1)).toMatchObject({
      actor: 'seller',
      note: 'Approved by the seller; ¥20.00 is being refunded',
    });
    const [refund] = (await refundsOf(order.id)).rows;
    expect(
      await count(
        use().db,
        'pgboss.job',
        sql`name = 'payment.refund' and (data->>'refundRowId')::bigint = ${refund?.id}`,
      ),
    ).toBe(1);
    await use().app.jobs.drain();
    expect((await refundsOf(order.id)).rows.map((row) => [Number(row.amount_fen), row.status])).toEqual([
      [2000, 1],
    ]);
    expect(await messagesOf(use, me.id, 'afterSaleRefunded')).toBe(1);
    // Part refunded: the order stays; the rest of the line is 4000, no more.
    expect((await orderCall(use, me.token, 'detail', order.id)).body.data.status).toBe(
      OrderStatus.AWAITING_SHIPMENT,
    );
    const rest = await asked(use, me.token, order, 4000);
    await afterSaleCall(use, seller.token, 'seller/approve', rest.id, {});
    await use().app.jobs.drain();
    const closed = (await orderCall(use, me.token, 'detail', order.id)).body.data;
    expect(closed.status).toBe(OrderStatus.CLOSED);
    expect(closed.events.at(-1)).toMatchObject({
      fromStatus: 1,
      toStatus: 5,
      actor: 'system',
      note: 'Closed: fully refunded',
    });
    expect(await messagesOf(use, seller.id, 'orderClosed')).toBe(1);
    expect(asked$.filter((r) => r.paymentId === order.paymentId).map((r) => r.amountFen)).toEqual([
      2000, 4000,
    ]);
  });

  it('a repeated refund job or provider answer changes nothing', async () => {
    const { me, seller, order } = await paidOrder(use, 2);
    const request = await asked(use, me.token, order, 6000);
    await afterSaleCall(use, seller.token, 'seller/approve', request.id, {});
    await use().app.jobs.drain();
    const [refund] = (await refundsOf(order.id)).rows;
    const events = await count(use().db, 'order_events', sql`order_id = ${Number(order.id)}`);
    const calls = asked$.length;
    expect(await runRefund(use().db, ctx, Number(refund?.id))).toBe('duplicate');
    const again = { providerRefundId: 'sandbox-refund-again', status: 'SUCCESS' as const };
    expect(await recordRefundResult(use().db, ctx, refund?.refund_key ?? '', again)).toBe('duplicate');
    expect(asked$.length).toBe(calls);
    expect(await count(use().db, 'order_events', sql`order_id = ${Number(order.id)}`)).toBe(events);
    expect(await count(use().db, 'refunds', sql`order_id = ${Number(order.id)} and status = 1`)).toBe(1);
    expect((await orderCall(use, me.token, 'detail', order.id)).body.data.status).toBe(OrderStatus.CLOSED);
  });

  it('a refund the provider refuses for good is failed, once, and the order stays open', async () => {
    const { me, seller, order } = await paidOrder(use, 1);
    const request = await asked(use, me.token, order, 6000);
    refusing = true;
    try {
      await afterSaleCall(use, seller.token, 'seller/approve', request.id, {});
      await use().app.jobs.drain();
    } finally {
      refusing = false;
    }
    const detail = (await afterSaleCall(use, me.token, 'detail', request.id)).body.data;
    expect(detail).toMatchObject({
      status: AfterSaleStatus.REFUNDED,
      refund: { status: 2, succeededAt: null },
    });
    const [refund] = (await refundsOf(order.id)).rows;
    expect(await runRefund(use().db, ctx, Number(refund?.id))).toBe('duplicate');
    expect((await orderCall(use, me.token, 'detail', order.id)).body.data.status).toBe(
      OrderStatus.AWAITING_SHIPMENT,
    );
  });

  it('return and refund: approved to a snapshot of my address, shipped back, received, refunded', async () => {
    const { me, seller, order, addressId } = await paidOrder(use, 3);
    const request = await asked(use, me.token, order, 6000, 2);
    const noAddress = await afterSaleCall(use, seller.token, 'seller/approve', request.id, {});
    expect([noAddress.status, noAddress.body.data]).toEqual([
      400,
      { fields: [{ field: 'addressId', message: 'Choose a return address from your address book' }] },
    ]);
    const other = await paidOrder(use, 1);
    const foreign = await afterSaleCall(use, seller.token, 'seller/approve', request.id, {
      addressId: other.addressId,
    });
    expect(foreign.status).toBe(404);
    const approved = await afterSaleCall(use, seller.token, 'seller/approve', request.id, { addressId });
    expect(approved.body.data).toMatchObject({
      status: 1,
      returnAddress: { provinceCode: '310000', street: '文三路 1 号' },
      refund: null,
    });
    await use().db.execute(sql`update addresses set street = 'moved' where id = ${Number(addressId)}`);
    expect((await afterSaleCall(use, me.token, 'detail', request.id)).body.data.returnAddress?.street).toBe(
      '文三路 1 号',
    );
    // Receipt before the goods are on their way is 409.
    expect((await afterSaleCall(use, seller.token, 'seller/receive', request.id)).status).toBe(409);
    const shipped = await afterSaleCall(use, me.token, 'ship', request.id, {
      carrierCode: 'YTO',
      trackingNumber: 'yt 1234 5678 90',
    });
    expect(shipped.body.data).toMatchObject({
      status: 2,
      returnShipment: { carrierCode: 'YTO', carrierName: 'YTO Express', trackingNumber: 'YT1234567890' },
    });
    expect((await afterSaleCall(use, me.token, 'withdraw', request.id)).status).toBe(409);
    const received = await afterSaleCall(use, seller.token, 'seller/receive', request.id);
    expect(received.body.data).toMatchObject({ status: 3, refund: { amountFen: 6000 } });
    await use().app.jobs.drain();
    expect((await orderCall(use, me.token, 'detail', order.id)).body.data.status).toBe(OrderStatus.CLOSED);
    expect(received.body.data.events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 0, 'buyer'],
      [0, 1, 'seller'],
      [1, 2, 'buyer'],
      [2, 3, 'seller'],
    ]);
    for (const kind of ['afterSaleReturnApproved', 'afterSaleRefunded'])
      expect(await messagesOf(use, me.id, kind)).toBe(1);
    for (const kind of ['afterSaleRequested', 'afterSaleReturnShipped'])
      expect(await messagesOf(use, seller.id, kind)).toBe(1);
  });

  it('a refund-only request awaiting the seller stops shipping until the seller decides it', async () => {
    const { me, seller, order } = await paidOrder(use, 1);
    const request = await asked(use, me.token, order, 500);
    const shipment = { carrierCode: 'SF', trackingNumber: 'SF123456789012' };
    const refused = await orderCall(use, seller.token, 'seller/ship', order.id, shipment);
    expect([refused.status, refused.body.msg]).toEqual([409, t('en', 'order.refundRequestPending')]);
    expect((await orderCall(use, me.token, 'detail', order.id)).body.data.status).toBe(1);
    // Rejected, the request no longer waits: the order ships.
    await afterSaleCall(use, seller.token, 'seller/reject', request.id, { reason: 'sent as described' });
    const shipped = await orderCall(use, seller.token, 'seller/ship', order.id, shipment);
    expect([shipped.status, shipped.body.data.status]).toEqual([200, 2]);
  });

  it('illegal steps are 409 and change nothing', async () => {
    const { me, seller, order } = await paidOrder(use, 1);
    const request = await asked(use, me.token, order, 500);
    const rejected = await afterSaleCall(use, seller.token, 'seller/reject', request.id, {
      reason: ' Not damaged on the photos ',
    });
    expect(rejected.body.data).toMatchObject({
      status: AfterSaleStatus.REJECTED,
      rejectReason: 'Not damaged on the photos',
    });
    const before = (await afterSaleCall(use, me.token, 'detail', request.id)).body.data;
    const tries = [
      [seller.token, 'seller/approve', {}],
      [seller.token, 'seller/reject', { reason: 'again' }],
      [seller.token, 'seller/receive', undefined],
      [me.token, 'withdraw', undefined],
      [me.token, 'ship', { carrierCode: 'SF', trackingNumber: 'SF123456789012' }],
    ] as const;
    for (const [token, verb, body] of tries) {
      const reply = await afterSaleCall(use, token, verb, request.id, body);
      expect([verb, reply.status]).toEqual([verb, 409]);
    }
    expect((await afterSaleCall(use, seller.token, 'seller/reject', request.id, { reason: '' })).status).toBe(
      400,
    );
    expect((await afterSaleCall(use, me.token, 'detail', request.id)).body.data).toEqual(before);
    expect(await count(use().db, 'refunds', sql`order_id = ${Number(order.id)}`)).toBe(0);
    // A refund only has no return to ship.
    const second = await asked(use, me.token, order, 500);
    expect(
      (
        await afterSaleCall(use, me.token, 'ship', second.id, {
          carrierCode: 'SF',
          trackingNumber: 'SF123456789012',
        })
      ).status,
    ).toBe(409);
    expect((await afterSaleCall(use, seller.token, 'seller/approve', second.id, {})).status).toBe(200);
    expect((await afterSaleCall(use, seller.token, 'seller/approve', second.id, {})).status).toBe(409);
    expect(await count(use().db, 'refunds', sql`order_id = ${Number(order.id)}`)).toBe(1);
  });

  it('a shipped order with an open request does not auto-confirm; the seller’s silence approves it', async () => {
    const { me, seller, order } = await paidOrder(use, 2);
    const request = await asked(use, me.token, order, 1500);
    const jobs = sql`name = 'order.autoConfirm' and (data->>'orderId')::bigint = ${Number(order.id)} and state = 'created'`;
    await use().db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where ${jobs}`,
    );
    await use().app.jobs.drain();
    expect((await orderCall(use, me.token, 'detail', order.id)).body.data.status).toBe(OrderStatus.SHIPPED);
    expect(await count(use().db, 'pgboss.job', jobs)).toBe(1);
    const approveJob = sql`name = 'after-sale.auto-approve' and (data->>'afterSaleId')::bigint = ${Number(request.id)}`;
    await use().db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where ${approveJob}`,
    );
    await use().app.jobs.drain();
    const approved = (await afterSaleCall(use, me.token, 'detail', request.id)).body.data;
    expect(approved).toMatchObject({
      status: AfterSaleStatus.REFUNDED,
      refund: { status: 1, amountFen: 1500 },
    });
    expect(approved.events.at(-1)).toMatchObject({
      actor: 'system',
      note: 'Approved automatically: the seller did not answer within 3 days; ¥15.00 is being refunded',
    });
    expect(await messagesOf(use, seller.id, 'afterSaleRefunded')).toBe(1);
    expect(await messagesOf(use, me.id, 'afterSaleRefunded')).toBe(1);
    // Settled: auto-confirm now completes the order.
    await use().db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where ${jobs}`,
    );
    await use().app.jobs.drain();
    expect((await orderCall(use, me.token, 'detail', order.id)).body.data.status).toBe(OrderStatus.COMPLETED);
  });
});
