// The money path's hand-written statements take their table and column names (and the recordset's types) from
// the Drizzle schema: a property renamed in the schema is a type error where a statement names it.
import { describe, expect, it } from 'vitest';
import { checkouts, payments } from '../modules/purchase/schema.js';
import { insertRecords, StatementBuilder, sqlNames } from './statement.js';

describe('schema-named statements', () => {
  it('names columns as the schema does, quoted', () => {
    const names = sqlNames(payments);
    expect([names.$table, names.customerId, names.amountFen]).toEqual([
      '"payments"',
      '"customer_id"',
      '"amount_fen"',
    ]);
    // @ts-expect-error: not a property of the payments table
    expect(names.customer_id).toBeUndefined();
  });

  it('inserts the rows given, in order, typed by the schema, with one parameter whatever their number', () => {
    const b = new StatementBuilder();
    const text = insertRecords(
      b,
      checkouts,
      ['customerId', 'idempotencyKey', 'paymentId'],
      [
        { customerId: 1, idempotencyKey: 'a', paymentId: 7 },
        { customerId: 2, idempotencyKey: 'b', paymentId: new Date(0) },
      ],
      { when: 'true' },
    );
    expect(text).toContain('insert into "checkouts" ("customer_id", "idempotency_key", "payment_id")');
    expect(text).toContain(
      'as r("customer_id" bigint, "idempotency_key" uuid, "payment_id" bigint, n integer)',
    );
    expect(text).toContain('order by r.n');
    expect(b.values).toHaveLength(1);
    expect(JSON.parse(b.values[0] as string)).toEqual([
      { n: 0, customer_id: 1, idempotency_key: 'a', payment_id: 7 },
      { n: 1, customer_id: 2, idempotency_key: 'b', payment_id: '1970-01-01T00:00:00.000Z' },
    ]);
    // A column the table does not have: a type error, and at run time a clear one.
    // @ts-expect-error: not a property of the checkouts table
    expect(() => insertRecords(b, checkouts, ['customer_id'], [], { when: 'true' })).toThrow(/no column/);
  });
});
