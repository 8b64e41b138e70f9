// The customer table's writes that other modules ask for (issue 26: a table is written only by its own module):
// the account module creates customers and keeps their platform openid; verification grants the account types
// an approved application brings. Reached through service.ts.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AccountType, typesBelow } from './account-type.js';
import { customers } from './schema.js';

export type NewCustomer = Pick<
  typeof customers.$inferInsert,
  'nickname' | 'type' | 'invitationCode' | 'openid' | 'unionid' | 'phone' | 'inviterId' | 'consentedAt'
>;

/** Inserts a customer (registration); resolves to the new id. */
export async function createCustomer(db: Db, values: NewCustomer): Promise<number> {
  const [created] = await db.insert(customers).values(values).returning({ id: customers.id });
  if (!created) throw new Error('customer insert returned no row');
  return created.id;
}

/** The platform may issue a customer a new openid (another app of the same union): the latest is kept. */
export async function recordOpenid(db: Db, customerId: number, openid: string): Promise<void> {
  await db.update(customers).set({ openid }).where(eq(customers.id, customerId));
}

/** An approved real-name application: an unverified customer becomes verified under the reviewed name. */
export async function grantRealName(db: Db, customerId: number, realName: string, now: Date): Promise<void> {
  await db
    .update(customers)
    .set({ type: AccountType.REAL_NAME, realName, updatedAt: now })
    .where(and(eq(customers.id, customerId), eq(customers.type, AccountType.UNVERIFIED)));
}

/** An approved creator or organisation application raises the type, never lowers it (decision 0013). */
export async function raiseAccountType(
  db: Db,
  customerId: number,
  type: AccountType,
  now: Date,
): Promise<void> {
  await db
    .update(customers)
    .set({ type, updatedAt: now })
    .where(and(eq(customers.id, customerId), inArray(customers.type, typesBelow(type))));
}
