import { bigint, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.js';

/**
 * System messages. `kind` names a message template and `params` fills it, so each reader sees the message in
 * the language of the request.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    kind: varchar('kind', { length: 48 }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('messages_customer_idx').on(t.customerId, t.createdAt)],
);
