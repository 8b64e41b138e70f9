import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from './schema.js';

export function findByUnionid(db: Db, unionid: string) {
  return db
    .select({ id: customers.id, disabled: customers.disabled, openid: customers.openid })
    .from(customers)
    .where(eq(customers.unionid, unionid));
}

export function findByInvitationCode(db: Db, code: string) {
  return db.select({ id: customers.id }).from(customers).where(eq(customers.invitationCode, code));
}

export function findById(db: Db, id: number) {
  return db.select().from(customers).where(eq(customers.id, id));
}
