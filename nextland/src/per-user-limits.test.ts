// Per-user limits (issue 26): a signed-in user's bids, and their requests that make a payment, are counted per
// account whatever address they come from; past the limit the answer is 429 with `retryAfter`, and another
// user is not affected. The limits do not depend on the database: one driver.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { AUCTION_CUSTOMER } from './modules/auction/paths.js';
import { call } from './test/account-helpers.js';
import { describeOnDrivers } from './test/describe-on-drivers.js';
import { buyer, ORDER } from './test/order-helpers.js';

const limits = { RATE_BIDS_PER_USER_MINUTE: '3', RATE_PAYMENTS_PER_USER_MINUTE: '2' };

describeOnDrivers('per-user limits', { env: limits, only: 'PGlite' }, (use) => {
  it('a user’s fourth bid in a minute is refused with 429, from any address; another bidder goes on', async () => {
    const { app, db } = use();
    const me = await buyer(db);
    const other = await buyer(db);
    const bid = (token: string, ip: string) =>
      call(app, 'POST', `${AUCTION_CUSTOMER}/bid/999999999`, { maxFen: 100 }, { token, ip });
    // Each bid is counted whatever its answer (an unknown lot is a 404): a script learns nothing by failing.
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect((await bid(me.token, ip)).status).toBe(404);
    const refused = await bid(me.token, '203.0.113.4');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, data: { retryAfter: expect.any(Number) } });
    expect((await bid(other.token, '203.0.113.1')).status).toBe(404);
  });

  it('checkouts, confirms and deposits share one count of requests that make a payment', async () => {
    const { app, db } = use();
    const me = await buyer(db);
    const checkout = () =>
      call(
        app,
        'POST',
        `${ORDER}/create`,
        {
          source: 'buyNow',
          lines: [{ goodsId: '999999999', quantity: 1 }],
          idempotencyKey: randomUUID(),
          acceptedTotalFen: 100,
        },
        { token: me.token },
      );
    const deposit = () =>
      call(
        app,
        'POST',
        `${AUCTION_CUSTOMER}/deposit/999999999`,
        { idempotencyKey: randomUUID() },
        { token: me.token },
      );
    expect((await checkout()).status).not.toBe(429);
    expect((await deposit()).status).not.toBe(429);
    expect((await checkout()).status).toBe(429);
    expect((await deposit()).status).toBe(429);
  });

  it('reading is not limited: the limits count writes only', async () => {
    const { app, db } = use();
    const me = await buyer(db);
    for (let i = 0; i < 5; i++) {
      expect((await call(app, 'GET', `${ORDER}/payment/list`, undefined, { token: me.token })).status).toBe(
        200,
      );
    }
  });
});
