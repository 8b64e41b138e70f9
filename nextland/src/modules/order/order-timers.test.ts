// Orders written without their timer job (the seed, a cleared queue) get one when the runner starts.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { count, paymentOf, twoOrders } from '../../test/order-helpers.js';
import { scheduleMissingOrderTimers } from './order-timers.js';

describeOnDrivers('order timers', (use) => {
  it('an unpaid order without its expiry job gets one at its deadline, once, and expires by it', async () => {
    const { db } = use();
    const { me, payment } = await twoOrders(use);
    const ids = payment.orders.map((order) => Number(order.id));
    const jobsOf = sql`name = 'order.expire' and (data->>'orderId')::bigint in (${sql.join(ids, sql`, `)})`;
    expect(await count(db, 'pgboss.job', jobsOf)).toBe(2);
    await db.execute(sql`delete from pgboss.job where ${jobsOf}`);

    expect(await scheduleMissingOrderTimers(db)).toBe(2);
    expect(await scheduleMissingOrderTimers(db)).toBe(0);
    const atDeadline = sql`${jobsOf} and start_after = (select pay_deadline from orders where id = (data->>'orderId')::bigint)`;
    expect(await count(db, 'pgboss.job', atDeadline)).toBe(2);

    await db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where ${jobsOf}`);
    await use().app.jobs.drain();
    const after = (await paymentOf(use, me.token, payment.id)).body.data;
    expect(after.orders.map((order) => order.status)).toEqual([4, 4]);
    // Cancelled orders wait on no clock: nothing more to schedule.
    expect(await scheduleMissingOrderTimers(db)).toBe(0);
  });
});
