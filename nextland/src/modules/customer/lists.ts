// The keyset list of this module's table that both the service (ordering) and the validators (cursor query)
// read: kept apart from both so neither imports the other.
import type { TimeOrderedList } from '../../lib/keyset.js';
import { customers } from './schema.js';

/** People who registered with a user's invitation code, newest first (customers_inviter_idx ends in id). */
export const inviteeList = {
  name: 'invitees',
  table: customers,
  createdAt: customers.createdAt,
  id: customers.id,
  direction: 'desc',
} as const satisfies TimeOrderedList & { table: typeof customers };
