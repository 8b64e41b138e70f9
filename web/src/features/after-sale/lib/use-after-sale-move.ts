import { useConfirmedMove } from '../../../lib/graphql/use-confirmed-move.js';
import type { UserErrorLike } from '../../../lib/graphql/user-errors.js';
import { refreshAfterSales } from './refresh-after-sales.js';

type Payload = { afterSale: { id: string } | null; userErrors: readonly UserErrorLike[] } | null | undefined;

/** One confirmed step of a request (withdraw, approve, reject, receive); the request lists are read again. */
export function useAfterSaleMove(successText: string) {
  return useConfirmedMove<Payload>({
    successText,
    moved: (payload) => Boolean(payload?.afterSale),
    refresh: (client, afterConflict) => refreshAfterSales(client, { withDetail: afterConflict }),
  });
}
