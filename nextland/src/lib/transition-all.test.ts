// transitionAll on a real database: the rows that match and are in `from` move together; rows in any other state
// stay as they are; a move the machine forbids writes nothing. Payments are the rows (any status table would do).
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { customers } from '../modules/customer/schema.js';
import { PaymentStatus, paymentMachine } from '../modules/payment/status.js';
import { payments } from '../modules/purchase/schema.js';
import { describeDatabaseOnDrivers } from '../test/describe-on-drivers.js';
import { ConflictError } from './errors.js';
import { transitionAll } from './state-machine.js';

describeDatabaseOnDrivers('transitionAll', {}, (use) => {
  let db: Db;
  let customerId: number;

  beforeAll(async () => {
    db = use().database.db;
    const [row] = await db
      .insert(customers)
      .values({ nickname: 'payer', invitationCode: randomUUID().slice(0, 16) })
      .returning({ id: customers.id });
    customerId = row?.id as number;
  });

  async function paymentsIn(statuses: PaymentStatus[]): Promise<number[]> {
    const rows = await db
      .insert(payments)
      .values(
        statuses.map((status) => ({
          customerId,
          provider: 'sandbox',
          status,
          amountFen: 100,
          payDeadline: new Date(Date.now() + 60_000),
        })),
      )
      .returning({ id: payments.id });
    return rows.map((row) => row.id);
  }

  const statusesOf = async (ids: number[]) =>
    (await db.select().from(payments).where(inArray(payments.id, ids)).orderBy(payments.id)).map(
      (row) => row.status,
    );

  it('moves every matching row still in `from`, and only those', async () => {
    const { PENDING, PAID, CANCELLED } = PaymentStatus;
    const ids = await paymentsIn([PENDING, PAID, PENDING, CANCELLED]);
    const moved = await transitionAll(db, paymentMachine, payments, {
      from: PENDING,
      to: CANCELLED,
      where: inArray(payments.id, ids),
      set: { updatedAt: new Date() },
    });
    expect(moved.map((row) => row.id).sort()).toEqual([ids[0], ids[2]].sort());
    expect(await statusesOf(ids)).toEqual([CANCELLED, PAID, CANCELLED, CANCELLED]);
    // Again: nothing is left in `from`, so nothing moves and nothing is an error.
    const again = await transitionAll(db, paymentMachine, payments, {
      from: PENDING,
      to: CANCELLED,
      where: inArray(payments.id, ids),
    });
    expect(again).toEqual([]);
  });

  it('refuses a move the machine forbids before writing anything', async () => {
    const [id] = await paymentsIn([PaymentStatus.PAID]);
    const refused = transitionAll(db, paymentMachine, payments, {
      from: PaymentStatus.PAID,
      to: PaymentStatus.PENDING,
      where: eq(payments.id, id as number),
    });
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    expect(await statusesOf([id as number])).toEqual([PaymentStatus.PAID]);
  });
});
