// After-sale refunds of an auction order whose deposit was applied (decision 0028 §3), on the real app
// and both databases: the buyer may ask back the whole price paid (order payment + deposit); each part comes
// back through its own payment, the order's first, in the decision's transaction, as the refund module's jobs.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../test/account-helpers.js';
import { AFTER_SALE, afterSaleCall, ask, asked } from '../../test/after-sale-helpers.js';
import { MINUTE, newLot } from '../../test/auction-helpers.js';
import { auctionSettleKit, clock } from '../../test/auction-settle-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { buyer, count, orderCall, person } from '../../test/order-helpers.js';
import { scheduleMissingAuctionTimers } from '../auction/timers.js';
import type { OrderDto } from '../order/dto.js';
import { OrderStatus } from '../order/status.js';
import { AfterSaleStatus } from './status.js';

type RefundRow = {
  id: number;
  payment_id: number;
  deposit_id: number | null;
  after_sale_id: number;
  amount_fen: number;
  status: number;
  refund_key: string;
};

describeOnDrivers('after-sale refunds of an auction order', (use) => {
  const { bid, confirm, pay, depositOf, addressOf, holdDeposit, lotOf, pass, wonLot } = auctionSettleKit(use);

  const refundsOf = async (orderId: string) =>
    (
      (await use().db.execute(
        sql`select id, payment_id, deposit_id, after_sale_id, amount_fen::int, status, refund_key
            from refunds where order_id = ${Number(orderId)} order by id`,
      )) as unknown as { rows: RefundRow[] }
    ).rows.map((row) => ({
      ...row,
      payment_id: Number(row.payment_id),
      deposit_id: row.deposit_id === null ? null : Number(row.deposit_id),
      after_sale_id: Number(row.after_sale_id),
    }));

  /** `a` won at ¥31.00 with a ¥5.00 deposit: the order is ¥31.00 − ¥5.00 + ¥10.00 postage = ¥36.00, paid. */
  async function paidAuctionOrder() {
    const { seller, a, goodsId, lot } = await wonLot();
    const made = await confirm(a.token, goodsId, {
      addressId: await addressOf(a.id),
      idempotencyKey: randomUUID(),
      acceptedTotalFen: 3600,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    await pay(made.body.data);
    const orderId = made.body.data.orders[0]?.id as string;
    const order = (await orderCall(use, a.token, 'detail', orderId)).body.data as OrderDto;
    const deposit = await depositOf(lot.id, a.id);
    if (!deposit) throw new Error('no deposit');
    return { seller, a, order, deposit, orderPaymentId: Number(made.body.data.id) };
  }

  it('refunds the order payment first, then the applied deposit through its own payment; closes when all is back', async () => {
    const { seller, a, order, deposit, orderPaymentId } = await paidAuctionOrder();
    expect(order).toMatchObject({ totalFen: 3600, depositFen: 500, status: OrderStatus.AWAITING_SHIPMENT });
    const line = order.lines[0] as OrderDto['lines'][number];
    // The form may ask back the whole price: the line's ¥36.00 and the deposit's ¥5.00.
    const form = await call<{ lines: { paidFen: number; refundableFen: number }[] }>(
      use().app,
      'GET',
      `${AFTER_SALE}/refundable/${order.id}`,
      undefined,
      { token: a.token },
    );
    expect(form.body.data.lines).toEqual([expect.objectContaining({ paidFen: 3600, refundableFen: 4100 })]);
    const tooMuch = await ask(use, a.token, {
      orderId: order.id,
      type: 1,
      lines: [{ orderLineId: line.id, amountFen: 4101 }],
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.data).toMatchObject({ fields: [{ field: 'lines.0.amountFen' }] });

    // ¥30.00 first: within the order's payment, one refund as for any order.
    const first = await asked(use, a.token, order, 3000);
    expect((await afterSaleCall(use, seller.token, 'seller/approve', first.id, {})).status).toBe(200);
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({
        payment_id: orderPaymentId,
        deposit_id: null,
        amount_fen: 3000,
        refund_key: `after-sale-${first.id}`,
      }),
    ]);
    await use().app.jobs.drain();
    expect((await orderCall(use, a.token, 'detail', order.id)).body.data.status).toBe(
      OrderStatus.AWAITING_SHIPMENT,
    );

    // The remaining ¥11.00: the order payment's last ¥6.00, then ¥5.00 from the deposit's payment, written with
    // the decision (rows and jobs), each its own refund at the provider.
    const rest = await asked(use, a.token, order, 1100);
    const approved = await afterSaleCall(use, seller.token, 'seller/approve', rest.id, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: AfterSaleStatus.REFUNDED,
      refund: { amountFen: 1100 },
    });
    const split = (await refundsOf(order.id)).filter((row) => row.after_sale_id === Number(rest.id));
    expect(split).toEqual([
      expect.objectContaining({
        payment_id: orderPaymentId,
        deposit_id: null,
        amount_fen: 600,
        refund_key: `after-sale-${rest.id}`,
      }),
      expect.objectContaining({
        payment_id: deposit.paymentId,
        deposit_id: deposit.id,
        amount_fen: 500,
        refund_key: `after-sale-${rest.id}-deposit`,
      }),
    ]);
    for (const row of split) {
      expect(
        await count(
          use().db,
          'pgboss.job',
          sql`name = 'payment.refund' and (data->>'refundRowId')::bigint = ${row.id}`,
        ),
      ).toBe(1);
    }
    await use().app.jobs.drain();
    expect((await refundsOf(order.id)).map((row) => row.status)).toEqual([1, 1, 1]);
    const done = (await afterSaleCall(use, a.token, 'detail', rest.id)).body.data;
    expect(done.refund).toMatchObject({ status: 1, amountFen: 1100 });
    expect(done.refund?.succeededAt).not.toBeNull();
    // All the buyer paid (¥36.00 + ¥5.00) is back: the order closes; nothing more may be asked.
    expect((await orderCall(use, a.token, 'detail', order.id)).body.data.status).toBe(OrderStatus.CLOSED);
  });

  it('one request for the whole price comes back as the order payment and the deposit in one decision', async () => {
    const { seller, a, order, deposit, orderPaymentId } = await paidAuctionOrder();
    const whole = await asked(use, a.token, order, 4100);
    expect((await afterSaleCall(use, seller.token, 'seller/approve', whole.id, {})).status).toBe(200);
    expect(
      (await refundsOf(order.id)).map((row) => [row.payment_id, row.deposit_id, row.amount_fen]),
    ).toEqual([
      [orderPaymentId, null, 3600],
      [deposit.paymentId, deposit.id, 500],
    ]);
    // The deposit's own refund key (`deposit-<id>`, its release) is left free; approving twice pays nothing more.
    expect((await afterSaleCall(use, seller.token, 'seller/approve', whole.id, {})).status).toBe(409);
    expect(await refundsOf(order.id)).toHaveLength(2);
    await use().app.jobs.drain();
    expect((await orderCall(use, a.token, 'detail', order.id)).body.data.status).toBe(OrderStatus.CLOSED);
  });

  it('a deposit above the hammer price, its rest refunded at payment: its applied part can still come back', async () => {
    const { db } = use();
    const seller = await person(db);
    const me = await buyer(db);
    const goodsId = await newLot(db, seller.id, { endsInMs: 10 * MINUTE, depositFen: 5000 });
    await holdDeposit(me.token, goodsId);
    expect((await bid(me.token, goodsId, 2000)).status).toBe(200);
    await scheduleMissingAuctionTimers(db, clock);
    await pass(11 * 60);
    const lot = await lotOf(goodsId);
    // Hammer ¥10.00, all of it paid by the deposit: the order is the postage (¥10.00); ¥40.00 went back.
    const made = await confirm(me.token, goodsId, {
      addressId: await addressOf(me.id),
      idempotencyKey: randomUUID(),
      acceptedTotalFen: 1000,
    });
    await pay(made.body.data);
    const deposit = await depositOf(lot.id, me.id);
    if (!deposit) throw new Error('no deposit');
    const orderId = made.body.data.orders[0]?.id as string;
    const order = (await orderCall(use, me.token, 'detail', orderId)).body.data as OrderDto;
    const whole = await asked(use, me.token, order, 2000);
    expect((await afterSaleCall(use, seller.token, 'seller/approve', whole.id, {})).status).toBe(200);
    expect((await refundsOf(orderId)).map((row) => [row.payment_id, row.deposit_id, row.amount_fen])).toEqual(
      [
        [Number(made.body.data.id), null, 1000],
        [deposit.paymentId, deposit.id, 1000],
      ],
    );
    // The deposit's payment gave back its ¥40.00 rest and now ¥10.00: all ¥50.00 it took, no more.
    const fromDeposit = (await db.execute(
      sql`select sum(amount_fen)::int as fen from refunds where payment_id = ${deposit.paymentId}`,
    )) as unknown as { rows: { fen: number }[] };
    expect(fromDeposit.rows[0]?.fen).toBe(5000);
    await use().app.jobs.drain();
    expect((await orderCall(use, me.token, 'detail', orderId)).body.data.status).toBe(OrderStatus.CLOSED);
  });
});
