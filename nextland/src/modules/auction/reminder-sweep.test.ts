// The winner's payment reminder after a restart (decision 0028 §3), on the real app and both databases: a won
// lot whose reminder job is missing gets it back from the timers' sweep, the winner is reminded once, and a
// lot already reminded of its deadline gets no second reminder however often the sweep runs.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../test/account-helpers.js';
import { MINUTE, newLot } from '../../test/auction-helpers.js';
import { auctionSettleKit, clock } from '../../test/auction-settle-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { buyer, count, person } from '../../test/order-helpers.js';
import { AuctionLotStatus } from '../goods/status.js';
import { scheduleMissingAuctionTimers } from './timers.js';

describeOnDrivers('the payment reminder after a restart', (use) => {
  const { bid, pass, lotOf, messages } = auctionSettleKit(use);
  const run = async (queue: string) => {
    const ran = await call(use().app, 'POST', '/dev/jobs/advance', { seconds: 3 * 86_400, queue });
    expect(ran.status).toBe(200);
  };
  const queuedReminders = (lotId: number) =>
    count(
      use().db,
      'pgboss.job',
      sql`name = 'auction.paymentReminder' and (data->>'lotId')::bigint = ${lotId} and state in ('created', 'retry')`,
    );

  it('a won lot whose reminder job is missing gets it back from the sweep, and is reminded once', async () => {
    const { db } = use();
    const seller = await person(db);
    const a = await buyer(db);
    const goodsId = await newLot(db, seller.id, { endsInMs: 10 * MINUTE });
    expect((await bid(a.token, goodsId, 2_000)).status).toBe(200);
    await scheduleMissingAuctionTimers(db, clock);
    // Only the close runs: its deadline and reminder are queued, then the reminder is lost (a crash, say).
    await pass(11 * 60, { run: false });
    await run('auction.close');
    const lot = await lotOf(goodsId);
    expect([lot.status, lot.winnerId, lot.paymentRemindedFor]).toEqual([
      AuctionLotStatus.WON_AWAITING_PAYMENT,
      a.id,
      null,
    ]);
    expect(await queuedReminders(lot.id)).toBe(1);
    await db.execute(
      sql`delete from pgboss.job where name = 'auction.paymentReminder' and (data->>'lotId')::bigint = ${lot.id}`,
    );

    expect(await scheduleMissingAuctionTimers(db, clock)).toBeGreaterThanOrEqual(1);
    const [queued] = (
      (await db.execute(sql`select data from pgboss.job
        where name = 'auction.paymentReminder' and (data->>'lotId')::bigint = ${lot.id}`)) as unknown as {
        rows: { data: { lotId: number; dueAt: string } }[];
      }
    ).rows;
    expect(queued?.data).toEqual({ lotId: lot.id, dueAt: lot.paymentDueAt?.toISOString() });

    await run('auction.paymentReminder');
    await run('message.deliver');
    expect(await messages(a.id, 'auctionPaymentDue')).toBe(1);
    expect((await lotOf(goodsId)).paymentRemindedFor).toEqual(lot.paymentDueAt);

    // Reminded of this deadline: the sweep queues nothing more, and nothing more is sent.
    await scheduleMissingAuctionTimers(db, clock);
    expect(await queuedReminders(lot.id)).toBe(0);
    await run('auction.paymentReminder');
    await run('message.deliver');
    expect(await messages(a.id, 'auctionPaymentDue')).toBe(1);
  });
});
