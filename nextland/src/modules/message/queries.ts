import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages } from './schema.js';

export async function unreadCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.customerId, customerId), isNull(messages.readAt)));
  return row?.n ?? 0;
}
