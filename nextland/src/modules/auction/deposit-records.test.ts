// Deposits in the lists people act on, on the real app and both databases (decision 0028 §3): a forfeited
// deposit is a row of the seller's settlement list (naming its lot, not an order), and a deposit refund the
// provider refused for good waits in the officials' failed refunds and is retried under a new key.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_SANDBOX_PAY_SECRET } from '../../config.js';
import type { CappedPage } from '../../lib/paging.js';
import { call } from '../../test/account-helpers.js';
import { auctionSettleKit, HOUR } from '../../test/auction-settle-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { goodsRow } from '../../test/order-helpers.js';
import { personOfType } from '../../test/selling-helpers.js';
import { SETTLEMENT } from '../../test/settlement-helpers.js';
import { AccountType } from '../customer/account-type.js';
import { customers } from '../customer/schema.js';
import { type PaymentProvider, RefundRefusedError, type RefundRequest } from '../payment/provider.js';
import { createSandboxProvider } from '../payment/sandbox-provider.js';
import type { FailedRefund } from '../refund/retry.js';
import { REFUND_ADMIN } from '../refund/routes.js';
import { refunds } from '../refund/schema.js';
import { RefundStatus } from '../refund/status.js';
import type { SettlementDto } from '../settlement/dto.js';
import { DepositStatus } from './schema.js';

const sandbox = createSandboxProvider({ secret: DEFAULT_SANDBOX_PAY_SECRET });
/** Deposits' first refunds are refused for good while `refuseDeposits` is set; retries (`-r<n>`) are paid. */
const script = { refuseDeposits: false, asked: [] as RefundRequest[] };
const provider: PaymentProvider = {
  ...sandbox,
  async refund(request) {
    script.asked.push(request);
    if (script.refuseDeposits && /^deposit-\d+$/.test(request.refundId)) {
      throw new RefundRefusedError(`refund ${request.refundId} closed`, 'CLOSED');
    }
    return sandbox.refund(request);
  },
};

describeOnDrivers(
  'deposits in the settlement and refund lists',
  { appOptions: { paymentProvider: provider } },
  (use) => {
    const { wonLot, pass, depositOf } = auctionSettleKit(use);

    it("a forfeited deposit is a row of the seller's settlement list, naming the lot", async () => {
      const { db, app } = use();
      const { seller, a, goodsId, lot } = await wonLot();
      await pass(25 * HOUR);
      const forfeited = await depositOf(lot.id, a.id);
      expect(forfeited?.status).toBe(DepositStatus.FORFEITED);
      const title = (await goodsRow(db, goodsId))?.title;

      const list = await call<{ records: SettlementDto[] }>(
        app,
        'GET',
        `${SETTLEMENT}/list?size=20`,
        undefined,
        {
          token: seller.token,
        },
      );
      expect(list.status).toBe(200);
      expect(list.body.data.records).toEqual([
        expect.objectContaining({
          kind: 'forfeit',
          orderId: null,
          orderNumber: null,
          lot: { goodsId: String(goodsId), title },
          grossFen: 500,
          refundedFen: 0,
          commissionFen: 25,
          netFen: 475,
          status: 'pending',
        }),
      ]);
      const pending = await call<{ records: SettlementDto[] }>(
        app,
        'GET',
        `${SETTLEMENT}/list?size=20&status=pending`,
        undefined,
        { token: seller.token },
      );
      expect(pending.body.data.records.map((r) => r.kind)).toEqual(['forfeit']);
      // The ledger has it too, settled at once: the forfeit less its commission is the seller's, awaiting payout.
      const summary = await call<{ pendingFen: number; incomingFen: number }>(
        app,
        'GET',
        `${SETTLEMENT}/summary`,
        undefined,
        { token: seller.token },
      );
      expect(summary.body.data).toMatchObject({ pendingFen: 475, incomingFen: 0 });
      const id = list.body.data.records[0]?.id;
      const detail = await call<SettlementDto>(app, 'GET', `${SETTLEMENT}/detail/${id}`, undefined, {
        token: seller.token,
      });
      expect([detail.status, detail.body.data.lot?.goodsId]).toEqual([200, String(goodsId)]);
      // Only the seller's: the winner who lost the deposit sees nothing of it.
      const winners = await call<{ records: SettlementDto[] }>(app, 'GET', `${SETTLEMENT}/list`, undefined, {
        token: a.token,
      });
      expect(winners.body.data.records).toEqual([]);
      expect(
        (
          await call(app, 'GET', `${SETTLEMENT}/detail/${id}`, undefined, {
            token: a.token,
          })
        ).status,
      ).toBe(404);
    });

    it('a deposit refund refused for good is listed for officials and retried under a new key', async () => {
      const { db, app } = use();
      script.refuseDeposits = true;
      let won: Awaited<ReturnType<typeof wonLot>>;
      try {
        won = await wonLot();
      } finally {
        script.refuseDeposits = false;
      }
      const { b, goodsId, lot } = won;
      const released = await depositOf(lot.id, b.id);
      const [refund] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.depositId, released?.id ?? 0));
      expect(refund?.status).toBe(RefundStatus.FAILED);
      if (!refund) return;

      const [bidder] = await db.select().from(customers).where(eq(customers.id, b.id));
      const official = await personOfType(db, AccountType.OFFICIAL);
      const listed = await call<CappedPage<FailedRefund>>(
        app,
        'GET',
        `${REFUND_ADMIN}/failed/page?size=100`,
        undefined,
        { token: official.token },
      );
      expect(listed.status).toBe(200);
      expect(listed.body.data.records.find((row) => row.id === String(refund.id))).toEqual({
        id: String(refund.id),
        kind: 'deposit',
        paymentId: String(refund.paymentId),
        orderId: null,
        orderNumber: null,
        depositId: String(released?.id),
        lot: {
          goodsId: String(goodsId),
          title: (await goodsRow(db, goodsId))?.title,
        },
        afterSaleId: null,
        buyerNickname: bidder?.nickname,
        amountFen: 500,
        attempt: 1,
        failedAt: refund.updatedAt.toISOString(),
      });

      script.asked.length = 0;
      const retried = await call<{ status: number }>(
        app,
        'POST',
        `${REFUND_ADMIN}/retry/${refund.id}`,
        {},
        { token: official.token },
      );
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.data.status).toBe(RefundStatus.PENDING);
      await app.jobs.drain();
      const [paid] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
      expect([paid?.status, paid?.attempt, paid?.refundKey]).toEqual([
        RefundStatus.SUCCEEDED,
        2,
        `${refund.refundKey}-r2`,
      ]);
      expect(script.asked.map((r) => [r.refundId, r.amountFen])).toEqual([[`${refund.refundKey}-r2`, 500]]);
      const after = await call<CappedPage<FailedRefund>>(
        app,
        'GET',
        `${REFUND_ADMIN}/failed/page?size=100`,
        undefined,
        { token: official.token },
      );
      expect(after.body.data.records.map((row) => row.id)).not.toContain(String(refund.id));
    });
  },
);
