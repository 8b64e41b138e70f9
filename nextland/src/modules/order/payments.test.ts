// Payments on the real app and both databases: notifications (verified, de-duplicated, amount-checked), a
// payment that arrives after its orders expired, and the sandbox cashier.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_SANDBOX_PAY_SECRET } from '../../config.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import {
  buyer,
  count,
  notifySandbox,
  orderCall,
  paymentOf as paymentOfVia,
  type SandboxNotice,
  twoOrders as twoOrdersOf,
} from '../../test/order-helpers.js';
import type { RefundRequest } from '../payment/provider.js';
import { createSandboxProvider } from '../payment/sandbox-provider.js';

const refunds: RefundRequest[] = [];
const sandbox = createSandboxProvider({ secret: DEFAULT_SANDBOX_PAY_SECRET });
const provider = {
  ...sandbox,
  refund(request: RefundRequest) {
    refunds.push(request);
    return sandbox.refund(request);
  },
};

describeOnDrivers('payments', { appOptions: { paymentProvider: provider } }, (use) => {
  const notify = (body: SandboxNotice, secret?: string) => notifySandbox(use, body, secret);
  const twoOrders = () => twoOrdersOf(use);
  const paymentOf = (token: string, id: string) => paymentOfVia(use, token, id);
  it('100 copies of one notification (and replays under other ids) make one change', async () => {
    const { me, payment, a, b } = await twoOrders();
    const { db } = use();
    const sales = async () => {
      const result = await db.execute(
        sql`select sales_count as n from goods where id in (${a}, ${b}) order by id`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows.map((row) => Number(row.n));
    };
    expect(await sales()).toEqual([0, 0]);
    const body = {
      paymentId: payment.id,
      amountFen: payment.amountFen,
      providerTxnId: `txn-${randomUUID()}`,
    };
    const answers = await Promise.all(Array.from({ length: 100 }, () => notify(body)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    const replay = await notify({ paymentId: payment.id, amountFen: payment.amountFen });
    expect(replay.statusCode).toBe(200);
    const after = (await paymentOf(me.token, payment.id)).body.data;
    expect(after.status).toBe(1);
    expect(after.cashierUrl).toBeNull();
    expect(after.orders.map((order) => order.status)).toEqual([1, 1]);
    for (const order of after.orders) {
      expect(order.events.map((event) => event.toStatus)).toEqual([0, 1]);
      expect(order.events[1]?.note).toBe('Paid with the sandbox cashier');
      expect(order.paidAt).not.toBeNull();
    }
    expect(await count(db, 'payment_notifications', sql`payment_id = ${Number(payment.id)}`)).toBe(2);
    // Units paid for count as sold, once: 1 of a, 2 of b.
    expect(await sales()).toEqual([1, 2]);
  });

  it('a wrong signature is 401 and a wrong amount is recorded; neither changes anything', async () => {
    const { me, payment } = await twoOrders();
    const forged = await notify({ paymentId: payment.id, amountFen: payment.amountFen }, 'x'.repeat(32));
    expect(forged.statusCode).toBe(401);
    const wrong = await notify({ paymentId: payment.id, amountFen: payment.amountFen - 1 });
    expect(wrong.statusCode).toBe(200);
    const after = (await paymentOf(me.token, payment.id)).body.data;
    expect(after.status).toBe(0);
    expect(after.orders.map((order) => order.status)).toEqual([0, 0]);
    const { db } = use();
    expect(
      await count(
        db,
        'payment_notifications',
        sql`payment_id = ${Number(payment.id)} and outcome = 'amountMismatch'`,
      ),
    ).toBe(1);
  });

  it('both orders of a payment cancelled at once: the payment is cancelled too, every time', async () => {
    // Each cancel checks whether its payment has an order left to pay; without a lock on the payment
    // two cancels at once each saw the other's order still open and left the payment pending.
    for (let round = 0; round < 8; round += 1) {
      const { me, payment } = await twoOrders();
      const cancels = await Promise.all(
        payment.orders.map((order) => orderCall(use, me.token, 'cancel', order.id)),
      );
      expect(cancels.map((answer) => answer.status)).toEqual([200, 200]);
      const after = (await paymentOf(me.token, payment.id)).body.data;
      expect([after.status, ...after.orders.map((order) => order.status)]).toEqual([2, 4, 4]);
    }
  });

  it('paid after it expired: the payment is paid, orders stay cancelled, one refund per order', async () => {
    refunds.length = 0;
    const { me, payment } = await twoOrders();
    const { db } = use();
    await db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'order.expire' and (data->>'orderId')::bigint in (select id from orders where payment_id = ${Number(payment.id)})`,
    );
    await use().app.jobs.drain();
    const cancelled = (await paymentOf(me.token, payment.id)).body.data;
    expect(cancelled.status).toBe(2);
    expect(cancelled.orders.map((order) => order.status)).toEqual([4, 4]);
    const body = {
      paymentId: payment.id,
      amountFen: payment.amountFen,
      providerTxnId: `txn-${randomUUID()}`,
    };
    await Promise.all(Array.from({ length: 5 }, () => notify(body)));
    // One refunds row per order, each with its job (written in the notification's transaction).
    const rows = sql`payment_id = ${Number(payment.id)} and after_sale_id is null`;
    expect(await count(db, 'refunds', rows)).toBe(2);
    const refundJobs = sql`name = 'payment.refund' and (data->>'refundRowId')::bigint in (select id from refunds where ${rows})`;
    expect(await count(db, 'pgboss.job', refundJobs)).toBe(2);
    await use().app.jobs.drain();
    expect(await count(db, 'refunds', sql`${rows} and status = 1`)).toBe(2);
    expect(
      refunds
        .filter((refund) => refund.paymentId === payment.id)
        .map((refund) => refund.refundId)
        .sort(),
    ).toEqual(payment.orders.map((order) => `order-${order.id}`).sort());
    expect(
      refunds
        .filter((refund) => refund.paymentId === payment.id)
        .map((refund) => refund.amountFen)
        .sort(),
    ).toEqual(payment.orders.map((order) => order.totalFen).sort());
    const paid = (await paymentOf(me.token, payment.id)).body.data;
    expect([paid.status, ...paid.orders.map((order) => order.status)]).toEqual([1, 4, 4]);
  });
  it('the sandbox cashier shows the amount, pays through a signed notification and returns to the web', async () => {
    const { me, payment } = await twoOrders();
    // Checked out in English: the cashier speaks English and returns to the English success page.
    const cashier = new URL(payment.cashierUrl ?? '', 'http://web');
    expect(cashier.searchParams.get('lang')).toBe('en');
    expect(cashier.searchParams.get('return')).toBe(`/en/goods/buy/success?payment=${payment.id}`);
    // The cashier answers only the payer's session (the BFF's `token` cookie on the web's origin).
    const asPayer = { cookie: `theme=dark; token=${me.token}` };
    const page = await use().app.inject({ method: 'GET', url: payment.cashierUrl ?? '', headers: asPayer });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox cashier');
    const pay = (headers: Record<string, string>) =>
      use().app.inject({
        method: 'POST',
        url: `/sandbox-pay/cashier/${payment.id}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams({ return: `/goods/buy/success?payment=${payment.id}` }).toString(),
      });
    const someoneElse = await buyer(use().db);
    const strangers: Record<string, string>[] = [
      {},
      { cookie: `token=${someoneElse.token}` },
      { cookie: 'token=forged' },
    ];
    for (const headers of strangers) {
      expect(
        (await use().app.inject({ method: 'GET', url: payment.cashierUrl ?? '', headers })).statusCode,
      ).toBe(404);
      expect((await pay(headers)).statusCode).toBe(404);
    }
    expect((await paymentOf(me.token, payment.id)).body.data.status).toBe(0);
    const paid = await pay(asPayer);
    expect([paid.statusCode, paid.headers.location]).toEqual([
      303,
      `/goods/buy/success?payment=${payment.id}`,
    ]);
    expect((await paymentOf(me.token, payment.id)).body.data.status).toBe(1);
    const evil = await use().app.inject({
      method: 'POST',
      url: `/sandbox-pay/cashier/${payment.id}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=//evil.example',
    });
    expect(evil.headers.location).toBe('/my/order/purchaseOrders');
    const english = await use().app.inject({
      method: 'POST',
      url: `/sandbox-pay/cashier/${payment.id}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ return: `/en/goods/buy/success?payment=${payment.id}` }).toString(),
    });
    expect(english.headers.location).toBe('/en/my/order/purchaseOrders');
  });
});
