import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fenRange, oneOf } from '../../db/ddl.js';
import { defineStateMachine } from '../../lib/state-machine.js';
import { customers } from '../customer/schema.js';
import { auctionLots, goods } from '../goods/schema.js';
import { payments } from '../purchase/schema.js';

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
    // "My bids" (my-bids.ts): a bidder's lots, newest activity first.
    index('lot_bidders_bidder_idx').on(t.bidderId, t.updatedAt, t.lotId),
    check('lot_bidders_max_check', sql`${fenRange(t.maxFen)} and ${t.maxFen} > 0`),
  ],
);

/** `payments.purpose` of deposits' payments, and the ledger's subject of a forfeited deposit (issue 26). */
export const DEPOSIT_PURPOSE = 'deposit';

export const DepositStatus = { AWAITING_PAYMENT: 0, HELD: 1, RELEASED: 2, FORFEITED: 3, APPLIED: 4 } as const;
export type DepositStatus = (typeof DepositStatus)[keyof typeof DepositStatus];

/**
 * A deposit: awaiting its payment; held once paid while the lot is open (released at once, refunded, when paid
 * after the lot closed); then released to a losing bidder, applied to the winner's order, or forfeited when the
 * winner does not pay.
 */
export const depositMachine = defineStateMachine<DepositStatus>({
  moves: {
    [DepositStatus.AWAITING_PAYMENT]: [DepositStatus.HELD, DepositStatus.RELEASED],
    [DepositStatus.HELD]: [DepositStatus.RELEASED, DepositStatus.APPLIED, DepositStatus.FORFEITED],
    [DepositStatus.RELEASED]: [],
    [DepositStatus.FORFEITED]: [],
    [DepositStatus.APPLIED]: [],
  },
  labels: {
    [DepositStatus.AWAITING_PAYMENT]: 'status.deposit.awaitingPayment',
    [DepositStatus.HELD]: 'status.deposit.held',
    [DepositStatus.RELEASED]: 'status.deposit.released',
    [DepositStatus.FORFEITED]: 'status.deposit.forfeited',
    [DepositStatus.APPLIED]: 'status.deposit.applied',
  },
});

/**
 * A bidder's deposit on a lot that asks one (decision 0028 §3): paid through its own payment (purpose
 * `deposit`), held while they bid, then released (refunded) when they lose, applied to the winner's order,
 * or forfeited to the seller when the winner does not pay. One per bidder and round of the lot (a lot released
 * again after it went unsold starts a new round).
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
    /** The lot's `round` it was paid for: a lot released again asks its bidders for a new deposit. */
    round: smallint('round').notNull().default(1),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    status: smallint('status').$type<DepositStatus>().notNull().default(DepositStatus.AWAITING_PAYMENT),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_lot_round_bidder_idx').on(t.lotId, t.round, t.bidderId),
    uniqueIndex('deposits_payment_idx').on(t.paymentId),
    check('deposits_amount_check', sql`${fenRange(t.amountFen)} and ${t.amountFen} > 0`),
    check('deposits_status_check', oneOf(t.status, DepositStatus)),
  ],
);

/**
 * The auction step of a lot being released (decision 0028 §5): what the seller typed, any subset, until the
 * release is approved and the `auction_lots` row is written from it. Kept apart from `auction_lots` so that a
 * draft is never a lot the timers or bidders could see. One row per goods; it stays after approval, so an
 * unsold lot can be released again from the same settings.
 */
export const auctionDrafts = pgTable(
  'auction_drafts',
  {
    goodsId: bigint('goods_id', { mode: 'number' })
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    startPriceFen: bigint('start_price_fen', { mode: 'number' }),
    ladder: jsonb('ladder').$type<{ fromFen: number; incrementFen: number }[]>(),
    reserveFen: bigint('reserve_fen', { mode: 'number' }),
    depositFen: bigint('deposit_fen', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true, precision: 3 }),
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'auction_drafts_fen_check',
      sql`(${t.startPriceFen} is null or ${fenRange(t.startPriceFen)}) and (${t.reserveFen} is null or ${fenRange(t.reserveFen)}) and (${t.depositFen} is null or ${fenRange(t.depositFen)})`,
    ),
  ],
);
