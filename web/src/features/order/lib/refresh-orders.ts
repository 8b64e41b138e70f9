import type { ApolloClient } from '@apollo/client';

/**
 * The operations whose answers an order's change may move: the lists (an order leaves one status tab for
 * another, a new one appears), the tab counts and the buyer's payments. The order itself needs no refetch:
 * mutations and live events return it whole and the cache replaces it by id.
 */
const LIST_QUERIES = new Set(['Orders', 'OrderCounts', 'Payments']);

/**
 * Refetches those of them on screen (naming them in `include` would warn when one is not). `withOrder`
 * re-reads the order on screen too: after a CONFLICT the page showed a status the order has left.
 */
export function refreshOrderLists(client: ApolloClient, { withOrder = false } = {}): Promise<unknown> {
  return client.refetchQueries({
    include: 'active',
    onQueryUpdated: (query) =>
      LIST_QUERIES.has(query.queryName ?? '') || (withOrder && query.queryName === 'Order'),
  });
}
