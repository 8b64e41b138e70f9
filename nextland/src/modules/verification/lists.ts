// The keyset list of this module's table that both the service (ordering) and the validators (cursor query)
// read: kept apart from both so neither imports the other.
import type { TimeOrderedList } from '../../lib/keyset.js';
import { verifications } from './schema.js';

export const reviewQueueList = {
  name: 'review',
  table: verifications,
  createdAt: verifications.createdAt,
  id: verifications.id,
  direction: 'asc',
} as const satisfies TimeOrderedList & { table: typeof verifications };
