import { useConfirmedMove } from '../../../lib/graphql/use-confirmed-move.js';
import type { UserErrorLike } from '../../../lib/graphql/user-errors.js';
import { refreshOrderLists } from './refresh-orders.js';

type Payload = { order: { id: string } | null; userErrors: readonly UserErrorLike[] } | null | undefined;

/** One confirmed move of an order (cancel, confirm receipt); the order lists are read again after it. */
export function useOrderMove(successText: string) {
  return useConfirmedMove<Payload>({
    successText,
    moved: (payload) => Boolean(payload?.order),
    refresh: (client, afterConflict) => refreshOrderLists(client, { withOrder: afterConflict }),
  });
}
