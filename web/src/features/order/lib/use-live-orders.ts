// Keeps the order pages current while one is open (decision 0010's live channel): each `orderEvents` event
// carries the whole order, which Apollo writes over the cached one by id (a detail page re-renders with its
// new status, timeline and shipment); the lists, counts and payments on screen are refetched, since a new
// order or a status change moves orders between tabs.
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { OrderEventsSubscription } from '../api/order-events.js';
import { refreshOrderLists } from './refresh-orders.js';

export function useLiveOrders(): void {
  const client = useApolloClient();
  useSubscription(OrderEventsSubscription, {
    onData: ({ data }) => {
      const event = data.data?.orderEvents;
      if (!event) return;
      void refreshOrderLists(client, { role: event.role });
    },
  });
}
