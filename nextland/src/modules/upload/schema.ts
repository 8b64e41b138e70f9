import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.js';

/**
 * Every stored upload. `storage_key` is relative to the visibility's root (disk directory or bucket prefix), so
 * the same row works on disk and on S3. Private rows (identity documents) are only readable by their owner and
 * officials through the private route; the bytes are the re-encoded image, never the original.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    visibility: varchar('visibility', { length: 8 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    mime: varchar('mime', { length: 32 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('uploads_purpose_check', sql`${t.purpose} in ('avatar', 'identity', 'listing')`),
    check('uploads_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    // Identity documents are never public, whatever a future code path does.
    check('uploads_identity_private_check', sql`${t.purpose} <> 'identity' or ${t.visibility} = 'private'`),
    index('uploads_owner_idx').on(t.ownerId, t.createdAt),
  ],
);
