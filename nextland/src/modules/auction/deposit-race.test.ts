// The deposit race (issue 26): a bidder asks for a deposit again after its payment's deadline — which cancels that
// payment and points the deposit at a fresh one — while the old payment's notification arrives. Many rounds, the
// two at once, on each driver (PostgreSQL runs them truly side by side). Whichever wins, no request fails, the
// money is never kept without a deposit to show for it (held, or the payment refunded), and nothing is paid and
// cancelled at once.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { newLot } from '../../test/auction-helpers.js';
import { auctionSettleKit } from '../../test/auction-settle-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { buyer, notifySandbox, person } from '../../test/order-helpers.js';
import { PaymentStatus } from '../payment/status.js';
import { payments } from '../purchase/schema.js';
import { refunds } from '../refund/schema.js';
import { DepositStatus } from './schema.js';

const ROUNDS = 25;

describeOnDrivers('the deposit race', (use) => {
  const { deposit, lotOf, depositOf } = auctionSettleKit(use);

  it(`a deposit replaced while its old payment is notified, ${ROUNDS} times: held or refunded, never lost`, async () => {
    const { db } = use();
    const seller = await person(db);
    const outcomes = { held: 0, refunded: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const me = await buyer(db);
      const goodsId = await newLot(db, seller.id, { depositFen: 600 });
      const old = (await deposit(me.token, goodsId)).body.data;
      await db.execute(
        sql`update payments set pay_deadline = now() - interval '1 minute' where id = ${old.id}`,
      );

      const [asked, notified] = await Promise.all([
        deposit(me.token, goodsId),
        notifySandbox(use, { paymentId: old.id, amountFen: old.amountFen }),
      ]);
      expect(notified.statusCode).toBe(200);
      // Replaced first (200, a fresh payment), or paid first (409: the deposit is already held), or the
      // notification held the payment's lock (200, the same payment answered).
      expect([200, 409]).toContain(asked.status);

      const [paid] = await db
        .select()
        .from(payments)
        .where(eq(payments.id, Number(old.id)));
      expect(paid?.status).toBe(PaymentStatus.PAID);
      const held = await depositOf((await lotOf(goodsId)).id, me.id);
      const back = await db
        .select()
        .from(refunds)
        .where(eq(refunds.paymentId, Number(old.id)));
      if (held?.status === DepositStatus.HELD && held.paymentId === Number(old.id)) {
        expect(back).toEqual([]);
        outcomes.held += 1;
      } else {
        expect(back).toMatchObject([{ amountFen: 600, refundKey: `payment-${old.id}` }]);
        expect(held?.paymentId).not.toBe(Number(old.id));
        outcomes.refunded += 1;
      }
    }
    expect(outcomes.held + outcomes.refunded).toBe(ROUNDS);
  });
});
