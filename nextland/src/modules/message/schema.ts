import { bigint, index, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.js';

/** Message templates (titles and texts in lib/messages). */
export const MESSAGE_KINDS = [
  'welcome',
  'reviewApproved',
  'reviewRejected',
  'reviewSuperseded',
  'inviteeJoined',
  'orderCreated',
  'orderPaid',
  'orderShipped',
  'orderCancelled',
  'orderCompleted',
  'orderRefunded',
  'releaseApproved',
  'releaseRejected',
  'orderClosed',
  'afterSaleRequested',
  'afterSaleReturnApproved',
  'afterSaleReturnShipped',
  'afterSaleRefunded',
  'afterSaleRejected',
  'afterSaleWithdrawn',
  'reviewReceived',
  'reviewReplied',
  'settlementPaid',
  'settlementNoCard',
  'auctionOutbid',
  'auctionWon',
  'auctionLost',
  'auctionSold',
  'auctionUnsold',
  'auctionPaymentDue',
  'auctionSecondChance',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * System messages. `kind` names a message template and `params` fills it, so each reader sees the message in
 * the language of the request. `dedupeKey` makes delivery idempotent: the delivery job inserts with the key its
 * sender chose, so a job that runs twice writes one message (demo messages from the seed carry none).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    kind: varchar('kind', { length: 48 }).$type<MessageKind>().notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    dedupeKey: varchar('dedupe_key', { length: 64 }),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_customer_idx').on(t.customerId, t.createdAt, t.id),
    uniqueIndex('messages_dedupe_key_idx').on(t.dedupeKey),
  ],
);
