// The auction settlement tests' kit (decision 0028 §3): calls of the routes, paying through the sandbox
// notification, reading lots and deposits, and time passing on the auction clock and the job queue's clock.
// Call it inside a describe: it registers the afterEach that puts the auction clock back.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import { createClock } from '../lib/clock.js';
import { AUCTION_CUSTOMER, AUCTION_SITE } from '../modules/auction/paths.js';
import { deposits } from '../modules/auction/schema.js';
import { scheduleMissingAuctionTimers } from '../modules/auction/timers.js';
import type { AuctionWin } from '../modules/auction/win.js';
import { auctionLots } from '../modules/goods/schema.js';
import { AuctionLotStatus } from '../modules/goods/status.js';
import type { PaymentDto } from '../modules/order/dto.js';
import { call } from './account-helpers.js';
import { MINUTE, newLot } from './auction-helpers.js';
import { buyer, count, notifySandbox, person, type Use } from './order-helpers.js';

export const clock = createClock();
export const HOUR = 3600;
const QUEUES = [
  'auction.open',
  'auction.close',
  'auction.paymentDue',
  'auction.paymentReminder',
  'payment.refund',
  'message.deliver',
];

export function auctionSettleKit(use: Use) {
  const post = <T>(token: string, path: string, body: unknown = {}) =>
    call<T>(use().app, 'POST', `${AUCTION_CUSTOMER}/${path}`, body, { token });
  const bid = (token: string, goodsId: number, maxFen: number) => post(token, `bid/${goodsId}`, { maxFen });
  const deposit = (token: string, goodsId: number, key = randomUUID()) =>
    post<PaymentDto>(token, `deposit/${goodsId}`, { idempotencyKey: key });
  const win = (token: string, goodsId: number) =>
    call<AuctionWin>(use().app, 'GET', `${AUCTION_CUSTOMER}/win/${goodsId}`, undefined, { token });
  const confirm = (token: string, goodsId: number, body: Record<string, unknown>) =>
    post<PaymentDto>(token, `confirm/${goodsId}`, body);
  const view = (token: string, goodsId: number) =>
    call<{ depositFen: number | null; viewer: { winner: boolean; deposit: { status: number } | null } }>(
      use().app,
      'GET',
      `${AUCTION_SITE}/${goodsId}`,
      undefined,
      { token },
    );
  const pay = async (payment: PaymentDto) => {
    const paid = await notifySandbox(use, { paymentId: payment.id, amountFen: payment.amountFen });
    expect(paid.statusCode).toBe(200);
  };
  /** A held deposit: asked for, then paid. */
  const holdDeposit = async (token: string, goodsId: number) => {
    const payment = await deposit(token, goodsId);
    expect(payment.status).toBe(200);
    await pay(payment.body.data);
  };
  const lotOf = async (goodsId: number) => {
    const [lot] = await use().db.select().from(auctionLots).where(eq(auctionLots.goodsId, goodsId));
    if (!lot) throw new Error(`no lot for goods ${goodsId}`);
    return lot;
  };
  const depositOf = async (lotId: number, bidderId: number) => {
    const [row] = await use()
      .db.select()
      .from(deposits)
      .where(and(eq(deposits.lotId, lotId), eq(deposits.bidderId, bidderId)));
    return row;
  };
  const messages = (customerId: number, kind: string) =>
    count(use().db, 'messages', sql`customer_id = ${customerId} and kind = ${kind}`);
  const addressOf = async (id: number) => {
    const found = (await use().db.execute(
      sql`select id from addresses where customer_id = ${id}`,
    )) as unknown as {
      rows: { id: string | number }[];
    };
    return String(found.rows[0]?.id);
  };
  let moved = 0;
  /** The auction clock moves; every queued job of the auction (and its refunds, messages) falls due and runs. */
  const pass = async (seconds: number, { run = true } = {}) => {
    moved += seconds;
    expect((await call(use().app, 'POST', '/dev/clock', { seconds })).status).toBe(200);
    if (!run) return;
    for (const queue of QUEUES) {
      const ran = await call(use().app, 'POST', '/dev/jobs/advance', { seconds: 3 * 86_400, queue });
      expect(ran.status).toBe(200);
    }
  };
  afterEach(async () => {
    if (moved !== 0) await call(use().app, 'POST', '/dev/clock', { seconds: -moved });
    moved = 0;
  });

  /** A lot with a ¥5.00 deposit that `a` (max ¥50.00) wins over `b` (max ¥30.00); `c` holds a deposit only. */
  async function wonLot() {
    const { db } = use();
    const seller = await person(db);
    const [a, b, c] = [await buyer(db), await buyer(db), await buyer(db)];
    const goodsId = await newLot(db, seller.id, { endsInMs: 10 * MINUTE, depositFen: 500 });
    for (const who of [a, b, c]) await holdDeposit(who.token, goodsId);
    expect((await bid(b.token, goodsId, 3000)).status).toBe(200);
    expect((await bid(a.token, goodsId, 5000)).status).toBe(200);
    await scheduleMissingAuctionTimers(db, clock);
    await pass(11 * 60);
    const lot = await lotOf(goodsId);
    expect([lot.status, lot.winnerId, lot.hammerFen]).toEqual([
      AuctionLotStatus.WON_AWAITING_PAYMENT,
      a.id,
      3100,
    ]);
    return { seller, a, b, c, goodsId, lot };
  }

  return {
    post,
    bid,
    deposit,
    win,
    confirm,
    view,
    pay,
    holdDeposit,
    lotOf,
    depositOf,
    messages,
    addressOf,
    pass,
    wonLot,
  };
}
