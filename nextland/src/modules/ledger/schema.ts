import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, literal, oneOf, textOneOf } from '../../db/ddl.js';
import { MAX_FEN } from '../../lib/money.js';
import { customers } from '../customer/schema.js';
import { LEDGER_ENTRY_KINDS, type LedgerEntryKind, LedgerStatus } from './status.js';

/**
 * Seller income, one row per movement of money (issue 26): written only through this module's service, by the
 * purchase pipeline's steps (a payment fulfilled, a refund that succeeded, a deposit forfeited, a settlement's
 * commission). `subject` is what the money was for, by the purchase purpose that sold it (`order`, `deposit`,
 * later `ticket`, `support`, `edition`) and its id; a settlement covers a subject's entries. `entry_key` makes
 * every write idempotent: a repeated step finds its row and writes nothing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    kind: varchar('kind', { length: 16 }).$type<LedgerEntryKind>().notNull(),
    subject: varchar('subject', { length: 16 }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: smallint('status').$type<LedgerStatus>().notNull().default(LedgerStatus.PENDING),
    entryKey: varchar('entry_key', { length: 64 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_entry_key_idx').on(t.entryKey),
    // The sweep sums a subject's entries; a paid payout settles its subjects' entries.
    index('ledger_entries_subject_idx').on(t.subject, t.subjectId),
    // A seller's totals by state.
    index('ledger_entries_seller_status_idx').on(t.sellerId, t.status),
    check('ledger_entries_kind_check', textOneOf(t.kind, LEDGER_ENTRY_KINDS)),
    check('ledger_entries_subject_check', sql`${t.subject} ~ '^[a-z][a-z-]{0,15}$'`),
    check('ledger_entries_status_check', oneOf(t.status, LedgerStatus)),
    check(
      'ledger_entries_amount_check',
      sql`(${t.kind} in ('sale', 'forfeit') and ${t.amountFen} between 1 and ${literal(MAX_FEN)})
        or (${t.kind} in ('refund', 'commission') and ${t.amountFen} between ${literal(-MAX_FEN)} and -1)`,
    ),
  ],
);
