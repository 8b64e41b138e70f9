// Settlement and payouts on the real app and both databases (decision 0027 §5): the sweep after the window
// (refunds deducted, open after-sales skipped), a second sweep that changes nothing, a seller without a card
// told once, the seller's own records only, and the payout answer recorded once.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { afterSaleCall, asked, messagesOf, paidOrder } from '../../test/after-sale-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { count } from '../../test/order-helpers.js';
import {
  defaultCard,
  payoutsOf,
  retryPayouts,
  settlementCall,
  settlementOf,
  sweepLater,
} from '../../test/settlement-helpers.js';
import { createSandboxPayoutProvider } from '../payout/sandbox-provider.js';
import type { PayoutDto, SettlementDto } from './dto.js';
import { scheduleMissingPayoutJobs } from './jobs.js';
import { recordPayoutResult } from './send.js';
import { PayoutStatus } from './status.js';
import { sweepSettlements } from './sweep.js';

type Page<T> = { records: T[]; total: number; hasNext: boolean };
type Summary = {
  pendingFen: number;
  paidFen: number;
  incomingFen: number;
  pendingCount: number;
  paidCount: number;
};

describeOnDrivers('settlement', (use) => {
  it('settles after the window: refunds deducted, commission at 5 %, one payout paid to the default card', async () => {
    const { me, seller, order } = await paidOrder(use, 3);
    await defaultCard(use().db, seller.id, '1234');
    // A refund of ¥10.00 out of ¥60.00 paid, approved and paid back before the sweep.
    const request = await asked(use, me.token, order, 1000);
    expect((await afterSaleCall(use, seller.token, 'seller/approve', request.id, {})).status).toBe(200);
    await use().app.jobs.drain();
    // A second completed order of the same seller with a request still open: not settled.
    const open = await paidOrder(use, 3);
    await asked(use, open.me.token, open.order, 500);

    // Within the window nothing settles.
    await use().app.jobs.drain();
    expect(await settlementOf(use().db, order.id)).toBeUndefined();
    // The ledger: the sale incoming, less the refund that succeeded; nothing settled yet.
    const before = await settlementCall<Summary>(use, seller.token, 'summary');
    expect(before.body.data).toMatchObject({ incomingFen: 6000 - 1000, pendingFen: 0, paidFen: 0 });
    await sweepLater(use);

    const row = await settlementOf(use().db, order.id);
    expect(row).toMatchObject({
      seller_id: seller.id,
      gross_fen: 6000,
      refunded_fen: 1000,
      commission_fen: 250,
      net_fen: 4750,
      rate_bp: 500,
    });
    expect(await settlementOf(use().db, open.order.id)).toBeUndefined();
    const [payout] = await payoutsOf(use().db, seller.id);
    expect(payout).toMatchObject({ status: PayoutStatus.PAID, attempts: 1, amount_fen: 4750 });
    expect(await messagesOf(use, seller.id, 'settlementPaid')).toBe(1);

    const summary = await settlementCall<Summary>(use, seller.token, 'summary');
    // Settled and paid out: the order's sale, refund and commission; the other seller's is still incoming.
    expect(summary.body.data).toMatchObject({ pendingFen: 0, paidFen: 4750, paidCount: 1, incomingFen: 0 });
    const waiting = await settlementCall<Summary>(use, open.seller.token, 'summary');
    expect(waiting.body.data).toMatchObject({ incomingFen: 6000, pendingFen: 0, paidFen: 0 });
    const paid = await settlementCall<Page<SettlementDto>>(use, seller.token, 'list?size=10&status=paid');
    expect(paid.body.data.records).toMatchObject([
      { orderId: order.id, orderNumber: order.orderNumber, netFen: 4750, status: 'paid' },
    ]);
    const pending = await settlementCall<Page<SettlementDto>>(use, seller.token, 'list?status=pending');
    expect(pending.body.data.total).toBe(0);
    const payouts = await settlementCall<Page<PayoutDto>>(use, seller.token, 'payouts?size=5');
    expect(payouts.body.data.records).toMatchObject([
      { amountFen: 4750, maskedCard: '**** **** **** 1234', status: 'paid', settlementCount: 1 },
    ]);
  });

  it('a second sweep changes nothing; a duplicate answer changes nothing', async () => {
    const { seller, order } = await paidOrder(use, 3);
    await defaultCard(use().db, seller.id);
    await sweepLater(use);
    const first = await settlementOf(use().db, order.id);
    const settledBefore = await count(use().db, 'settlements');
    await sweepLater(use, 30);
    expect(await settlementOf(use().db, order.id)).toEqual(first);
    expect(await count(use().db, 'settlements')).toBe(settledBefore);
    const payouts = await payoutsOf(use().db, seller.id);
    expect(payouts).toHaveLength(1);
    const ctx = { rateBp: 500, provider: createSandboxPayoutProvider(), outbox: true };
    const again = await recordPayoutResult(use().db, ctx, payouts[0]?.payout_key ?? '', {
      providerRef: 'other',
    });
    expect(again).toBe('duplicate');
    await use().app.jobs.drain();
    expect(await messagesOf(use, seller.id, 'settlementPaid')).toBe(1);
    expect((await payoutsOf(use().db, seller.id))[0]).toEqual(payouts[0]);
  });

  it('no default card: settlements wait and the seller is told once; a card added, the next sweep pays', async () => {
    const { seller, order } = await paidOrder(use, 3);
    await sweepLater(use);
    await sweepLater(use);
    expect((await settlementOf(use().db, order.id))?.payout_id).toBeNull();
    expect(await payoutsOf(use().db, seller.id)).toHaveLength(0);
    expect(await messagesOf(use, seller.id, 'settlementNoCard')).toBe(1);
    const summary = await settlementCall<Summary>(use, seller.token, 'summary');
    expect(summary.body.data).toMatchObject({ pendingFen: 5700, pendingCount: 1, hasDefaultCard: false });
    await defaultCard(use().db, seller.id);
    await sweepLater(use);
    expect(await payoutsOf(use().db, seller.id)).toMatchObject([{ status: PayoutStatus.PAID }]);
    expect(await count(use().db, 'payout_card_notices', sql`seller_id = ${seller.id}`)).toBe(0);
  });

  it('a pending payout without its job (written with no queue) gets one when the runner starts', async () => {
    const { seller } = await paidOrder(use, 3);
    await defaultCard(use().db, seller.id);
    const noQueue = { rateBp: 500, provider: createSandboxPayoutProvider(), outbox: false };
    await sweepSettlements(use().db, noQueue, new Date(Date.now() + 8 * 86_400_000));
    await use().app.jobs.drain();
    expect(await payoutsOf(use().db, seller.id)).toMatchObject([
      { status: PayoutStatus.PENDING, attempts: 0 },
    ]);
    expect(await scheduleMissingPayoutJobs(use().db)).toBeGreaterThanOrEqual(1);
    // A second start finds the job there and schedules nothing for it.
    expect(await scheduleMissingPayoutJobs(use().db)).toBe(0);
    await use().app.jobs.drain();
    expect(await payoutsOf(use().db, seller.id)).toMatchObject([{ status: PayoutStatus.PAID, attempts: 1 }]);
  });

  it("sellers see only their own settlements: someone else's is 404 and absent from their lists", async () => {
    const a = await paidOrder(use, 3);
    const b = await paidOrder(use, 3);
    await sweepLater(use);
    const mine = await settlementOf(use().db, a.order.id);
    const own = await settlementCall<SettlementDto>(use, a.seller.token, `detail/${mine?.id}`);
    expect([own.status, own.body.data.orderId]).toEqual([200, a.order.id]);
    for (const token of [b.seller.token, a.me.token]) {
      expect((await settlementCall(use, token, `detail/${mine?.id}`)).status).toBe(404);
      const list = await settlementCall<Page<SettlementDto>>(use, token, 'list?size=100');
      expect(list.body.data.records.map((r) => r.orderId)).not.toContain(a.order.id);
    }
    expect((await settlementCall(use, b.seller.token, 'detail/abc')).status).toBe(404);
    expect((await settlementCall(use, b.seller.token, 'list?status=sent')).status).toBe(400);
    expect((await settlementCall(use, '', 'summary')).status).toBe(401);
  });
});

const failing = createSandboxPayoutProvider({ failures: 2 });

describeOnDrivers('payout retries', { appOptions: { payoutProvider: failing } }, (use) => {
  it('a payout that fails twice is retried with back-off, stays visible, and is paid exactly once', async () => {
    const { seller } = await paidOrder(use, 3);
    await defaultCard(use().db, seller.id);
    await sweepLater(use);
    const [waiting] = await payoutsOf(use().db, seller.id);
    expect(waiting).toMatchObject({ status: PayoutStatus.PENDING, attempts: 1 });
    const shown = await settlementCall<Page<PayoutDto>>(use, seller.token, 'payouts');
    expect(shown.body.data.records[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(shown.body.data.records[0]?.lastError).toMatch(/unavailable/);
    // pg-boss holds the retry back (30 s, then longer): nothing is retried at once.
    const retry = (await use().db.execute(sql`
      select state, extract(epoch from start_after - now()) as wait from pgboss.job
      where name = 'payout.send' and (data->>'payoutId')::bigint = ${waiting?.id}`)) as unknown as {
      rows: { state: string; wait: string }[];
    };
    expect(retry.rows).toHaveLength(1);
    expect(retry.rows[0]?.state).toBe('retry');
    expect(Number(retry.rows[0]?.wait)).toBeGreaterThan(10);
    for (let i = 0; i < 3; i++) {
      await retryPayouts(use);
    }
    const [paid] = await payoutsOf(use().db, seller.id);
    expect(paid).toMatchObject({ status: PayoutStatus.PAID, attempts: 3 });
    const key = paid?.payout_key ?? '';
    expect(failing.attempts.get(key)).toBe(3);
    expect([...failing.paid.keys()].filter((k) => k === key)).toHaveLength(1);
    expect(await messagesOf(use, seller.id, 'settlementPaid')).toBe(1);
  });
});
