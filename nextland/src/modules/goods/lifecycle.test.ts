// Goods move along goodsMachine on a real database: a legal move writes, an illegal or lost one writes nothing.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { describeDatabaseOnDrivers } from '../../test/describe-on-drivers.js';
import { customers } from '../customer/schema.js';
import { moveGoods } from './lifecycle.js';
import { goods } from './schema.js';
import { GoodsStatus, goodsMachine } from './status.js';

const ALL = Object.values(GoodsStatus);

describeDatabaseOnDrivers('moveGoods', {}, (use, driver) => {
  let db: Db;
  let sellerId: number;

  beforeAll(async () => {
    db = use().database.db;
    const [seller] = await db
      .insert(customers)
      .values({ nickname: 'seller', invitationCode: `LIFE${driver.toUpperCase()}` })
      .returning({ id: customers.id });
    sellerId = seller?.id as number;
  });

  /** Sessions of this database blocked on a lock (the second move's UPDATE, once it waits for the first). */
  async function waitingOnLocks(): Promise<number> {
    const result = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }

  async function newGoods(status: GoodsStatus): Promise<number> {
    const [row] = await db
      .insert(goods)
      .values({ sellerId, title: 'vase', price: 100, status, updatedAt: new Date('2026-01-01T00:00:00Z') })
      .returning({ id: goods.id });
    return row?.id as number;
  }

  async function rowOf(id: number) {
    const [row] = await db.select().from(goods).where(eq(goods.id, id));
    return row;
  }

  function move(id: number, to: GoodsStatus) {
    return db.transaction((tx) => moveGoods(tx, id, to));
  }

  it('a legal move writes the status; an illegal one is a 409 and changes nothing', async () => {
    const id = await newGoods(GoodsStatus.DRAFT);
    const moved = await move(id, GoodsStatus.UNDER_REVIEW);
    expect(moved.status).toBe(GoodsStatus.UNDER_REVIEW);
    expect(moved.updatedAt.getTime()).toBeGreaterThan(Date.parse('2026-01-02'));
    const before = await rowOf(id);
    await expect(move(id, GoodsStatus.OFF_SALE)).rejects.toMatchObject({
      code: 409,
      messageKey: 'state.illegalMove',
    });
    expect(await rowOf(id)).toEqual(before);
    await expect(move(999_999_999, GoodsStatus.ON_SALE)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('random sequences of moves only ever follow the map (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALL),
        fc.array(fc.constantFrom(...ALL), { minLength: 1, maxLength: 8 }),
        async (start, targets) => {
          const id = await newGoods(start);
          let current: number = start;
          for (const to of targets) {
            const outcome = await move(id, to).then(
              () => 'moved',
              (error: unknown) => (error instanceof ConflictError ? 'refused' : error),
            );
            expect(outcome).toBe(goodsMachine.can(current, to) ? 'moved' : 'refused');
            if (outcome === 'moved') current = to;
            expect((await rowOf(id))?.status).toBe(current);
          }
        },
      ),
      { numRuns: driver === 'PGlite' ? 25 : 15 },
    );
  });

  it('two moves at once from the same state: one wins, the other is a 409', async () => {
    const id = await newGoods(GoodsStatus.ON_SALE);
    // Neither target may follow the other (off sale and sold out may: an auction's unpaid win, decision 0028).
    const results = await Promise.allSettled([
      move(id, GoodsStatus.UNDER_REVIEW),
      move(id, GoodsStatus.SOLD_OUT),
    ]);
    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.status] : []));
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(ConflictError);
    expect((await rowOf(id))?.status).toBe(won[0]);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can interleave these two.
  it.skipIf(driver !== 'PostgreSQL')(
    'a move that read the old state before a concurrent move committed writes nothing (409)',
    async () => {
      const id = await newGoods(GoodsStatus.ON_SALE);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let moved: () => void = () => {};
      const firstMoved = new Promise<void>((resolve) => {
        moved = resolve;
      });
      // Takes the goods off the shelf and keeps the transaction open.
      const first = db.transaction(async (tx) => {
        await moveGoods(tx, id, GoodsStatus.OFF_SALE);
        moved();
        await held;
      });
      await firstMoved;
      // Still reads ON_SALE (uncommitted change), so ON_SALE → SOLD_OUT passes the map; its UPDATE then waits
      // for the first transaction and finds the row no longer ON_SALE.
      // The outcome is captured at once: a rejection must never sit unhandled while the test awaits `first`.
      const second = move(id, GoodsStatus.SOLD_OUT).then(
        () => null,
        (error: unknown) => error,
      );
      // Release only once the second UPDATE is queued behind the first's row lock: on a slow machine a fixed
      // delay let the second move start after the commit, which is a different (and easier) case.
      await expect.poll(() => waitingOnLocks(), { timeout: 10_000 }).toBeGreaterThan(0);
      release();
      await first;
      expect(await second).toBeInstanceOf(ConflictError);
      expect((await rowOf(id))?.status).toBe(GoodsStatus.OFF_SALE);
    },
  );
});
