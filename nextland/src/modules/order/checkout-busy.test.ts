// A checkout whose claim keeps losing to other buyers (decision 0026): it reads, prices and claims again up to
// three times, then gives up with 409 `order.busy`, having written nothing. Losing a claim takes other buyers
// changing the rows between every read and claim, which no test can time, so the statement's answer is
// replaced: `lose` claims answer "did not hold" without running, the rest run for real.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it, vi } from 'vitest';
import type { PaymentDto } from './dto.js';

const claims = vi.hoisted(() => ({ lose: 0, run: 0 }));

// The suites share one module cache per worker (vitest `isolate: false`), so a hoisted vi.mock would find
// checkout-write.js already loaded by an earlier file. This file loads its own copy of the app's modules with
// the statement replaced, and leaves the cache as it found it for the next file.
vi.resetModules();
vi.doMock('./checkout-write.js', async (original) => {
  const real = await original<typeof import('./checkout-write.js')>();
  return {
    ...real,
    runCheckoutStatement: (...args: Parameters<typeof real.runCheckoutStatement>) => {
      claims.run++;
      if (claims.lose > 0) {
        claims.lose--;
        return Promise.resolve({ held: false });
      }
      return real.runCheckoutStatement(...args);
    },
  };
});
afterAll(() => {
  vi.doUnmock('./checkout-write.js');
  vi.resetModules();
});
const { call } = await import('../../test/account-helpers.js');
const { describeOnDrivers } = await import('../../test/describe-on-drivers.js');
const { buyer, count, goodsRow, item, ORDER, person, preview } = await import('../../test/order-helpers.js');

describeOnDrivers('a checkout losing its claims', { only: 'PGlite' }, (use) => {
  beforeEach(() => {
    claims.lose = 0;
    claims.run = 0;
  });

  async function buyTwo(lang: string) {
    const { db } = use();
    const me = await buyer(db);
    const g = await item(db, (await person(db)).id, { price: 1000, stock: 5 });
    const lines = [{ goodsId: String(g), quantity: 2 }];
    const priced = await preview(use, me.token, [{ goodsId: g, quantity: 2 }]);
    const body = {
      idempotencyKey: randomUUID(),
      source: 'buyNow',
      lines,
      acceptedTotalFen: priced.body.data.totalFen,
    };
    const reply = await call<PaymentDto>(use().app, 'POST', `${ORDER}/create`, body, {
      token: me.token,
      lang,
    });
    return { me, g, reply };
  }

  it('lost three times: 409 order.busy in the buyer’s language, nothing written, stock untouched', async () => {
    const { db } = use();
    claims.lose = 3;
    const { me, g, reply } = await buyTwo('zh-CN');
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toBe('商品正在被抢购，订单未能提交，请重试');
    expect(claims.run).toBe(3);
    expect(await count(db, 'orders', sql`buyer_id = ${me.id}`)).toBe(0);
    expect(await count(db, 'payments', sql`customer_id = ${me.id}`)).toBe(0);
    expect((await goodsRow(db, g))?.stock).toBe(5);
  });

  it('lost twice, held the third time: one order, the units taken once', async () => {
    const { db } = use();
    claims.lose = 2;
    const { me, g, reply } = await buyTwo('en');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(claims.run).toBe(3);
    expect(await count(db, 'orders', sql`buyer_id = ${me.id}`)).toBe(1);
    expect(await count(db, 'payments', sql`customer_id = ${me.id}`)).toBe(1);
    expect((await goodsRow(db, g))?.stock).toBe(3);
  });
});
