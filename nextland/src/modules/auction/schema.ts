import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fenRange, oneOf } from '../../db/ddl.js';
import { customers } from '../customer/schema.js';
import { auctionLots } from '../goods/schema.js';

export const BidKind = { MANUAL: 0, PROXY: 1 } as const;
export type BidKind = (typeof BidKind)[keyof typeof BidKind];

/**
 * The public history of a lot (decision 0028 §2): one row per visible price step, numbered by `seq` without
 * gaps, strictly rising in amount. Written only by the bid transaction, under the lot's lock.
 */
export const bids = pgTable(
  'bids',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => auctionLots.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    bidderId: bigint('bidder_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    kind: smallint('kind').$type<BidKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bids_lot_seq_idx').on(t.lotId, t.seq),
    index('bids_bidder_idx').on(t.bidderId, t.createdAt),
    check('bids_amount_check', sql`${fenRange(t.amountFen)} and ${t.amountFen} > 0`),
    check('bids_kind_check', oneOf(t.kind, BidKind)),
  ],
);

/** Each bidder's private maximum on a lot (a manual bid is a maximum equal to its amount): never shown to others. */
export const lotBidders = pgTable(
  'lot_bidders',
  {
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => auctionLots.id, { onDelete: 'cascade' }),
    bidderId: bigint('bidder_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    maxFen: bigint('max_fen', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.bidderId] }),
    check('lot_bidders_max_check', sql`${fenRange(t.maxFen)} and ${t.maxFen} > 0`),
  ],
);
