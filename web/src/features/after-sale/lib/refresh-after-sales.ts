import type { ApolloClient } from '@apollo/client';

/**
 * What a request's change may move: the lists (a request leaves one status tab for another) and the request
 * form's data (a line opens or frees). The request itself needs no refetch: mutations and live events return
 * it whole and the cache replaces it by id, unless `withDetail` (after a CONFLICT the page showed a status the
 * request has left).
 */
const LIST_QUERIES = new Set(['AfterSales', 'AfterSaleFormData']);

/** Refetches those of them on screen (naming them in `include` would warn when one is not). */
export function refreshAfterSales(client: ApolloClient, { withDetail = false } = {}) {
  return client.refetchQueries({
    include: 'active',
    onQueryUpdated: (query) => {
      const name = query.queryName ?? '';
      return LIST_QUERIES.has(name) || (withDetail && name === 'AfterSale');
    },
  });
}
