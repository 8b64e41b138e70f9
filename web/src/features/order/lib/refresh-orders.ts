import type { ApolloClient } from '@apollo/client';
import type { OrderRole } from '../../../graphql/generated/graphql';

/**
 * The operations whose answers an order's change may move: the lists (an order leaves one status tab for
 * another, a new one appears), the tab counts and the buyer's payments. The order itself needs no refetch:
 * mutations and live events return it whole and the cache replaces it by id.
 */
const LIST_QUERIES = new Set(['Orders', 'OrderCounts', 'Payments']);

export type RefreshOptions = {
  /** Re-read the order on screen too: after a CONFLICT the page showed a status the order has left. */
  withOrder?: boolean;
  /** Only the side the change concerns: a live event for the viewer's sales leaves their purchases alone. */
  role?: OrderRole;
};

/** Refetches those of them on screen (naming them in `include` would warn when one is not). */
export function refreshOrderLists(client: ApolloClient, { withOrder = false, role }: RefreshOptions = {}) {
  return client.refetchQueries({
    include: 'active',
    onQueryUpdated: (query) => {
      const name = query.queryName ?? '';
      if (role) {
        if (name === 'Payments' && role === 'SELLER') return false;
        const shown = (query.variables as { role?: OrderRole } | undefined)?.role;
        if (shown && shown !== role) return false;
      }
      return LIST_QUERIES.has(name) || (withOrder && name === 'Order');
    },
  });
}
