// The ledger's writes (issue 26): each is idempotent by its key, so a repeated notification, refund answer, sweep
// or payout answer adds nothing; entries move pending → available → settled and never back or past a step.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { describeDatabaseOnDrivers } from '../../test/describe-on-drivers.js';
import { ledgerEntries } from './schema.js';
import { LedgerStatus } from './status.js';
import { sellerLedgerTotals } from './totals.js';
import { makeAvailable, recordRefund, recordSales, settleSubjects } from './write.js';

describeDatabaseOnDrivers('ledger writes', {}, (use) => {
  let db: Db;
  let seller: number;
  beforeAll(async () => {
    db = use().database.db;
    const made = (await db.execute(sql`
      insert into customers (nickname, invitation_code) values ('ledger seller', 'LEDGERW1') returning id`)) as unknown as {
      rows: { id: number }[];
    };
    seller = Number(made.rows[0]?.id);
  });

  const entriesOf = (subjectId: number) =>
    db
      .select({ kind: ledgerEntries.kind, fen: ledgerEntries.amountFen, status: ledgerEntries.status })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.subjectId, subjectId))
      .orderBy(ledgerEntries.id);

  it('records each step once, however often it is repeated, and moves the entries in order', async () => {
    const sale = { sellerId: seller, subject: 'order', subjectId: 9001, amountFen: 10_000 };
    for (let i = 0; i < 3; i++) {
      await recordSales(db, [sale]);
      await recordRefund(db, { refundId: 77, subject: 'order', subjectId: 9001, amountFen: 2_500 });
    }
    // A refund of something never sold is no entry.
    await recordRefund(db, { refundId: 78, subject: 'order', subjectId: 9002, amountFen: 100 });
    expect(await entriesOf(9002)).toEqual([]);
    expect(await sellerLedgerTotals(db, seller)).toEqual({
      incomingFen: 7_500,
      availableFen: 0,
      settledFen: 0,
    });

    // Paying out before a settlement covers the subject moves nothing: settled comes only after available.
    await settleSubjects(db, { order: [9001] });
    expect((await entriesOf(9001)).map((e) => e.status)).toEqual([
      LedgerStatus.PENDING,
      LedgerStatus.PENDING,
    ]);

    const covered = [{ subject: 'order', subjectId: 9001, sellerId: seller, commissionFen: 375 }];
    await makeAvailable(db, covered);
    await makeAvailable(db, covered);
    expect(await sellerLedgerTotals(db, seller)).toEqual({
      incomingFen: 0,
      availableFen: 7_125,
      settledFen: 0,
    });

    await settleSubjects(db, { order: [9001] });
    await settleSubjects(db, { order: [9001] });
    expect(await entriesOf(9001)).toEqual([
      { kind: 'sale', fen: 10_000, status: LedgerStatus.SETTLED },
      { kind: 'refund', fen: -2_500, status: LedgerStatus.SETTLED },
      { kind: 'commission', fen: -375, status: LedgerStatus.SETTLED },
    ]);
    expect(await sellerLedgerTotals(db, seller)).toEqual({
      incomingFen: 0,
      availableFen: 0,
      settledFen: 7_125,
    });
  });

  it('refuses an entry whose sign does not fit its kind', async () => {
    await expect(
      db.insert(ledgerEntries).values({
        sellerId: seller,
        kind: 'sale',
        subject: 'order',
        subjectId: 9003,
        amountFen: -1,
        entryKey: 'sale-order-9003',
      }),
    ).rejects.toThrow();
  });
});
