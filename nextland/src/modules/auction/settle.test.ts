// After the bidding, on the real app on PGlite and PostgreSQL (decision 0028 §3): the close releasing the losers'
// deposits, the winner confirming and paying, the win lapsing unpaid (the deposit forfeited and settled to the
// seller) and the seller's second chance. Time passes on the auction clock and the job queue's clock.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { t } from '../../lib/messages/index.js';
import { formatMoney } from '../../lib/money.js';
import { call } from '../../test/account-helpers.js';
import { auctionSettleKit, clock, HOUR } from '../../test/auction-settle-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { goodsRow, orderCall } from '../../test/order-helpers.js';
import { settlementOf, sweepLater } from '../../test/settlement-helpers.js';
import { AuctionLotStatus, GoodsStatus } from '../goods/status.js';
import { orders } from '../order/schema.js';
import { OrderStatus } from '../order/status.js';
import { refunds } from '../refund/schema.js';
import { settlements } from '../settlement/schema.js';
import { AUCTION_CUSTOMER } from './paths.js';
import { DepositStatus } from './schema.js';
import { scheduleMissingAuctionTimers } from './timers.js';

describeOnDrivers('auction winning and paying', (use) => {
  const { post, win, confirm, view, pay, lotOf, depositOf, messages, addressOf, pass, wonLot } =
    auctionSettleKit(use);

  it('the close releases every other deposit with a refund; the winner confirms, pays, and the lot completes', async () => {
    const { db } = use();
    const { seller, a, b, c, goodsId, lot } = await wonLot();
    expect((await depositOf(lot.id, a.id))?.status).toBe(DepositStatus.HELD);
    for (const loser of [b, c]) {
      const held = await depositOf(lot.id, loser.id);
      expect(held?.status).toBe(DepositStatus.RELEASED);
      const [refund] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.depositId, held?.id ?? 0));
      expect(refund).toMatchObject({
        refundKey: `deposit-${held?.id}`,
        amountFen: 500,
        orderId: null,
        status: 1,
      });
    }
    expect((await goodsRow(db, goodsId))?.status).toBe(GoodsStatus.SOLD_OUT);

    expect((await view(a.token, goodsId)).body.data.viewer).toMatchObject({ winner: true });
    expect((await view(b.token, goodsId)).body.data.viewer).toMatchObject({ winner: false });
    // Only the winner sees the win.
    for (const other of [b, seller]) expect((await win(other.token, goodsId)).status).toBe(404);
    const bill = await win(a.token, goodsId);
    expect(bill.body.data).toMatchObject({
      status: 'awaiting',
      hammerFen: 3100,
      depositAppliedFen: 500,
      postageFen: 1000,
      totalFen: 3600,
      orderId: null,
      secondChance: false,
    });
    const addressId = await addressOf(a.id);
    const missing = await confirm(a.token, goodsId, { idempotencyKey: randomUUID(), acceptedTotalFen: 3600 });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toMatchObject({ fields: [{ field: 'addressId' }] });
    const changed = await confirm(a.token, goodsId, {
      addressId,
      idempotencyKey: randomUUID(),
      acceptedTotalFen: 1,
    });
    expect([changed.status, changed.body.msg, changed.body.data]).toEqual([
      409,
      t('en', 'order.totalChanged', { total: formatMoney(3600, 'en') }),
      { totalFen: 3600 },
    ]);
    const key = randomUUID();
    const made = await confirm(a.token, goodsId, { addressId, idempotencyKey: key, acceptedTotalFen: 3600 });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ purpose: 'order', amountFen: 3600 });
    expect(made.body.data.orders).toHaveLength(1);
    expect(made.body.data.orders[0]).toMatchObject({
      itemsTotalFen: 3100,
      postageFen: 1000,
      depositFen: 500,
      totalFen: 3600,
      lines: [{ goodsId: String(goodsId), unitPriceFen: 3100, quantity: 1, paidFen: 3600 }],
    });
    expect(
      (await confirm(a.token, goodsId, { addressId, idempotencyKey: key, acceptedTotalFen: 3600 })).body.data
        .id,
    ).toBe(made.body.data.id);
    await pay(made.body.data);
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.paymentId, Number(made.body.data.id)));
    expect(order?.status).toBe(OrderStatus.AWAITING_SHIPMENT);
    expect((await lotOf(goodsId)).status).toBe(AuctionLotStatus.COMPLETED);
    expect((await depositOf(lot.id, a.id))?.status).toBe(DepositStatus.APPLIED);
    expect((await win(a.token, goodsId)).body.data).toMatchObject({
      status: 'paid',
      orderId: String(order?.id),
    });

    // The seller ships as for any order; settled, the seller's gross is all the buyer paid: order + deposit.
    const orderId = String(order?.id);
    const shipped = await orderCall(use, seller.token, 'seller/ship', orderId, {
      carrierCode: 'SF',
      trackingNumber: 'SF123456789012',
    });
    expect(shipped.status).toBe(200);
    expect((await orderCall(use, a.token, 'confirm', orderId)).status).toBe(200);
    await sweepLater(use);
    expect(await settlementOf(db, orderId)).toMatchObject({
      gross_fen: 4100,
      refunded_fen: 0,
      commission_fen: 205,
      net_fen: 3895,
    });

    // Each message once: the outbid, the win, the losses, the sale.
    await pass(60);
    expect(await messages(b.id, 'auctionOutbid')).toBe(1);
    expect(await messages(a.id, 'auctionWon')).toBe(1);
    expect(await messages(b.id, 'auctionLost')).toBe(1);
    expect(await messages(seller.id, 'auctionSold')).toBe(1);
    expect(await messages(a.id, 'auctionLost')).toBe(0);
    type Listed = {
      kind: string;
      title: string;
      content: string;
      goodsId: string | null;
      link: string | null;
    };
    const listed = await call<{ records: Listed[] }>(
      use().app,
      'GET',
      '/nextland-customer/api/framework/v1/customer/msg/page?current=1&size=20',
      undefined,
      { token: a.token, lang: 'zh-cn' },
    );
    expect(listed.body.data.records.find((m) => m.kind === 'auctionWon')).toMatchObject({
      title: '恭喜中标',
      goodsId: String(goodsId),
      link: `/goods/buy/confirmAuction?lot=${goodsId}`,
    });
  });

  it('unpaid by the deadline: the lot is unsold, the deposit forfeited to the seller; a second chance sells it', async () => {
    const { db } = use();
    const { seller, a, b, goodsId, lot } = await wonLot();
    // Confirmed but never paid: the lapse cancels the order (the goods' stock is the auction's, untouched).
    const unpaid = await confirm(a.token, goodsId, {
      addressId: await addressOf(a.id),
      idempotencyKey: randomUUID(),
      acceptedTotalFen: 3600,
    });
    expect(unpaid.status).toBe(200);
    await pass(25 * HOUR, { run: false });
    const late = await confirm(a.token, goodsId, {
      addressId: await addressOf(a.id),
      idempotencyKey: randomUUID(),
      acceptedTotalFen: 3600,
    });
    expect([late.status, late.body.msg]).toEqual([409, t('en', 'auction.paymentOverdue')]);
    expect((await win(a.token, goodsId)).body.data.status).toBe('expired');
    await pass(60);
    expect((await lotOf(goodsId)).status).toBe(AuctionLotStatus.UNSOLD);
    expect(await goodsRow(db, goodsId)).toMatchObject({ status: GoodsStatus.OFF_SALE, stock: 1 });
    const [cancelled] = await db
      .select()
      .from(orders)
      .where(eq(orders.paymentId, Number(unpaid.body.data.id)));
    expect(cancelled?.status).toBe(OrderStatus.CANCELLED);
    const forfeited = await depositOf(lot.id, a.id);
    expect(forfeited?.status).toBe(DepositStatus.FORFEITED);
    const [settled] = await db
      .select()
      .from(settlements)
      .where(eq(settlements.depositId, forfeited?.id ?? 0));
    expect(settled).toMatchObject({
      kind: 'forfeit',
      sellerId: seller.id,
      orderId: null,
      grossFen: 500,
      refundedFen: 0,
      commissionFen: 25,
      netFen: 475,
    });
    expect(await messages(a.id, 'auctionPaymentDue')).toBe(1);
    expect(await messages(seller.id, 'auctionUnsold')).toBe(1);

    // The seller's list says the lot may go to the next bidder (and stops saying so once it has).
    const offerable = async () => {
      const managed = await call<{ records: { id: string; secondChance?: boolean }[] }>(
        use().app,
        'GET',
        '/nextland-site/api/framework/v1/site/homepage/goods/page?manage=true&size=100',
        undefined,
        { token: seller.token },
      );
      return managed.body.data.records.find((record) => record.id === String(goodsId))?.secondChance;
    };
    expect(await offerable()).toBe(true);
    // The second chance: only the seller; to b at b's highest bid, with a fresh deadline.
    expect((await post(b.token, `second-chance/${goodsId}`)).status).toBe(404);
    const offered = await post<{ hammerFen: number }>(seller.token, `second-chance/${goodsId}`);
    expect(offered.status).toBe(200);
    expect(await offerable()).toBe(false);
    expect(offered.body.data.hammerFen).toBe(3000);
    expect((await post(seller.token, `second-chance/${goodsId}`)).body.msg).toBe(
      t('en', 'auction.noSecondChance'),
    );
    expect((await win(a.token, goodsId)).status).toBe(404);
    // "My bids" follows who must pay now: b has won (at the offer), a's lapsed win is lost.
    const myBids = async (token: string) =>
      (
        await call<{ records: { goodsId: string; myStatus: string; priceFen: number }[] }>(
          use().app,
          'GET',
          `${AUCTION_CUSTOMER}/my/bids`,
          undefined,
          { token },
        )
      ).body.data.records.find((record) => record.goodsId === String(goodsId));
    expect(await myBids(b.token)).toMatchObject({ myStatus: 'won', priceFen: 3000 });
    expect(await myBids(a.token)).toMatchObject({ myStatus: 'lost' });
    const bill = await win(b.token, goodsId);
    expect(bill.body.data).toMatchObject({
      status: 'awaiting',
      secondChance: true,
      hammerFen: 3000,
      depositAppliedFen: 0,
      totalFen: 4000,
    });
    const made = await confirm(b.token, goodsId, {
      addressId: await addressOf(b.id),
      idempotencyKey: randomUUID(),
      acceptedTotalFen: 4000,
    });
    expect(made.status).toBe(200);
    await pay(made.body.data);
    expect((await lotOf(goodsId)).status).toBe(AuctionLotStatus.COMPLETED);
    expect((await goodsRow(db, goodsId))?.status).toBe(GoodsStatus.SOLD_OUT);
    await pass(60);
    expect(await messages(b.id, 'auctionSecondChance')).toBe(1);
  });

  it('a won lot whose deadline job is missing gets it back from the sweep', async () => {
    const { db } = use();
    const { goodsId, lot } = await wonLot();
    await db.execute(
      sql`delete from pgboss.job where name = 'auction.paymentDue' and (data->>'lotId')::bigint = ${lot.id}`,
    );
    expect(await scheduleMissingAuctionTimers(db, clock)).toBeGreaterThanOrEqual(1);
    await pass(25 * HOUR);
    expect((await lotOf(goodsId)).status).toBe(AuctionLotStatus.UNSOLD);
  });
});
