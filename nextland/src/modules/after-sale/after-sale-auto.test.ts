// Digital orders and the seller's silence, on the real app and both databases: a work can be refunded, not
// returned, and leaves the library; a return the seller did not answer is approved to their default address,
// or refunded outright when they have none.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { call } from '../../test/account-helpers.js';
import {
  AFTER_SALE,
  afterSaleCall,
  ask,
  asked,
  messagesOf,
  paidOrder,
} from '../../test/after-sale-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { buyer, count, notifySandbox, orderCall, person } from '../../test/order-helpers.js';
import { buyWorks, library, work } from '../../test/work-order-helpers.js';
import { OrderStatus } from '../order/status.js';
import type { refundableDto } from './dto.js';
import { scheduleMissingAfterSaleTimers } from './service.js';
import { AfterSaleStatus } from './status.js';

type AfterSaleRefundable = z.output<typeof refundableDto>;

describeOnDrivers('after-sale digital and automatic', (use) => {
  /** Makes the request's auto-approve job due and runs it. */
  const deadlinePasses = async (afterSaleId: string) => {
    const job = sql`name = 'after-sale.auto-approve' and (data->>'afterSaleId')::bigint = ${Number(afterSaleId)}`;
    await use().db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where ${job}`);
    await use().app.jobs.drain();
  };

  it('the request form: kinds allowed now, what each line has left, the open request; others 404', async () => {
    const { me, seller, order, line } = await paidOrder(use, 2);
    const form = (token: string) =>
      call<AfterSaleRefundable>(use().app, 'GET', `${AFTER_SALE}/refundable/${order.id}`, undefined, {
        token,
      });
    const before = await form(me.token);
    expect(before.body.data).toEqual({
      orderId: order.id,
      refundOnly: true,
      returnAndRefund: false,
      lines: [
        {
          orderLineId: line.id,
          title: line.title,
          paidFen: 6000,
          refundableFen: 6000,
          openAfterSaleId: null,
        },
      ],
    });
    const request = await asked(use, me.token, order, 2500);
    expect((await form(me.token)).body.data.lines[0]).toMatchObject({
      refundableFen: 3500,
      openAfterSaleId: request.id,
    });
    expect((await form(seller.token)).status).toBe(404);
  });

  it('a work: refund only, within the window; refunded, it leaves my library and the order closes', async () => {
    const { db } = use();
    const me = await buyer(db);
    const seller = await person(db);
    const workId = await work(db, seller.id, { price: 3000 });
    const payment = await buyWorks(use, me.token, [workId]);
    await notifySandbox(use, { paymentId: payment.id, amountFen: payment.amountFen });
    const order = (await orderCall(use, me.token, 'detail', payment.orders[0]?.id ?? '')).body.data;
    expect([order.status, order.digital]).toEqual([OrderStatus.COMPLETED, true]);
    expect((await library(use, me.token)).body.data.total).toBe(1);
    const line = order.lines[0]?.id ?? '';
    const returned = await ask(use, me.token, {
      orderId: order.id,
      type: 2,
      lines: [{ orderLineId: line, amountFen: 3000 }],
    });
    expect([returned.status, returned.body.msg]).toEqual([
      409,
      'Digital items can only be refunded, not returned',
    ]);
    const request = await asked(use, me.token, order, 3000);
    expect((await afterSaleCall(use, seller.token, 'seller/approve', request.id, {})).status).toBe(200);
    await use().app.jobs.drain();
    expect((await library(use, me.token)).body.data.total).toBe(0);
    expect((await orderCall(use, me.token, 'detail', order.id)).body.data.status).toBe(OrderStatus.CLOSED);
  });

  it('a return the seller did not answer goes to their default address', async () => {
    const { me, seller, order } = await paidOrder(use, 3);
    const request = await asked(use, me.token, order, 1000, 2);
    await deadlinePasses(request.id);
    const approved = (await afterSaleCall(use, me.token, 'detail', request.id)).body.data;
    expect(approved).toMatchObject({
      status: AfterSaleStatus.AWAITING_RETURN,
      returnAddress: { provinceCode: '310000' },
      refund: null,
    });
    expect(approved.events.at(-1)).toMatchObject({
      actor: 'system',
      note: 'Approved automatically: the seller did not answer within 3 days; please return the goods',
    });
    expect(await messagesOf(use, me.id, 'afterSaleReturnApproved')).toBe(1);
    expect(await messagesOf(use, seller.id, 'afterSaleReturnApproved')).toBe(1);
    // A second run of the job finds it answered: nothing changes.
    const job = sql`name = 'after-sale.auto-approve' and (data->>'afterSaleId')::bigint = ${Number(request.id)}`;
    await use().db.execute(sql`update pgboss.job set state = 'created', start_after = now() where ${job}`);
    expect(await use().app.jobs.drain()).toBeGreaterThan(0);
    expect((await afterSaleCall(use, me.token, 'detail', request.id)).body.data).toEqual(approved);
  });

  it('a request written without its auto-approve job gets one at its deadline, once', async () => {
    const { me, order } = await paidOrder(use, 1);
    const request = await asked(use, me.token, order, 700);
    const jobs = sql`name = 'after-sale.auto-approve' and (data->>'afterSaleId')::bigint = ${Number(request.id)}`;
    await use().db.execute(sql`delete from pgboss.job where ${jobs}`);
    expect(await scheduleMissingAfterSaleTimers(use().db)).toBe(1);
    expect(await scheduleMissingAfterSaleTimers(use().db)).toBe(0);
    const atDeadline = sql`${jobs} and start_after = (select seller_deadline from after_sales where id = ${Number(request.id)})`;
    expect(await count(use().db, 'pgboss.job', atDeadline)).toBe(1);
  });

  it('a return to a seller without any address is refunded when the deadline passes', async () => {
    const { me, seller, order } = await paidOrder(use, 3);
    await use().db.execute(sql`delete from addresses where customer_id = ${seller.id}`);
    const request = await asked(use, me.token, order, 6000, 2);
    await deadlinePasses(request.id);
    const refunded = (await afterSaleCall(use, me.token, 'detail', request.id)).body.data;
    expect(refunded).toMatchObject({
      status: AfterSaleStatus.REFUNDED,
      returnAddress: null,
      refund: { status: 1, amountFen: 6000 },
    });
    expect((await orderCall(use, me.token, 'detail', order.id)).body.data.status).toBe(OrderStatus.CLOSED);
  });
});
