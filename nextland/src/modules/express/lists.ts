// The keyset list of this module's table that both the service (ordering) and the validators (cursor query)
// read: kept apart from both so neither imports the other.
import type { TimeOrderedList } from '../../lib/keyset.js';
import { expressEntries } from './schema.js';

/** A seller's entries, newest first (index express_entries_customer_idx: customer, created_at, id). */
export const expressList = {
  name: 'express',
  table: expressEntries,
  createdAt: expressEntries.createdAt,
  id: expressEntries.id,
  direction: 'desc',
} as const satisfies TimeOrderedList & { table: typeof expressEntries };
