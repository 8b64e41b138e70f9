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
import { payments } from '../payment/schema.js';

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

export const DepositStatus = { AWAITING_PAYMENT: 0, HELD: 1, RELEASED: 2, FORFEITED: 3, APPLIED: 4 } as const;
export type DepositStatus = (typeof DepositStatus)[keyof typeof DepositStatus];

/**
 * A bidder's deposit on a lot that asks one (decision 0028 §3): paid through its own payment (purpose
 * `deposit`), held while they bid, then released (refunded) when they lose, applied to the winner's order,
 * or forfeited to the seller when the winner does not pay. One per bidder and lot.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => auctionLots.id, { onDelete: 'cascade' }),
    bidderId: bigint('bidder_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    status: smallint('status').$type<DepositStatus>().notNull().default(DepositStatus.AWAITING_PAYMENT),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_lot_bidder_idx').on(t.lotId, t.bidderId),
    uniqueIndex('deposits_payment_idx').on(t.paymentId),
    check('deposits_amount_check', sql`${fenRange(t.amountFen)} and ${t.amountFen} > 0`),
    check('deposits_status_check', oneOf(t.status, DepositStatus)),
  ],
);
