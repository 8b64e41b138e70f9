import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../customer/schema.js';

/** Public profile columns only; nothing private leaves a query that selects these. */
export const publicProfileColumns = {
  id: customers.id,
  nickname: customers.nickname,
  avatarUrl: customers.avatarUrl,
  avatarWidth: customers.avatarWidth,
  avatarHeight: customers.avatarHeight,
  bio: customers.bio,
  type: customers.type,
};

export function findPublicProfiles(db: Db, ids: number[]) {
  return db.select(publicProfileColumns).from(customers).where(inArray(customers.id, ids));
}
