import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../customer/schema.js';
import { publicProfileColumns } from './dto.js';

export function findPublicProfiles(db: Db, ids: number[]) {
  return db.select(publicProfileColumns).from(customers).where(inArray(customers.id, ids));
}
