// Keeps the after-sale views current while one is open (decision 0010's live channel, as use-live-orders):
// each `afterSaleEvents` event carries the whole request, which Apollo writes over the cached one by id; the
// lists and the request form on screen are refetched, since a step moves requests between tabs.
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { AfterSaleEventsSubscription } from '../api/after-sale-events.js';
import { refreshAfterSales } from './refresh-after-sales.js';

export function useLiveAfterSales(): void {
  const client = useApolloClient();
  useSubscription(AfterSaleEventsSubscription, {
    onData: ({ data }) => {
      if (data.data?.afterSaleEvents) void refreshAfterSales(client);
    },
  });
}
