// Keeps the personal centre's unread badge and message list current while it is open: each message event
// writes the new unread count onto the viewer in the cache (the side menu re-renders) and refetches the
// message list (MessagesQuery) if a page shows it. Mounted once, in the /my layout, so one subscription serves every page.
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { MessageEventsSubscription } from '../api/message-events.js';

/** The list's operation name (Apollo hands refetch hooks its own transformed copy of the document). */
const messagesQueryName = 'Messages';

export function useLiveMessages(viewerId: string | undefined): void {
  const client = useApolloClient();
  useSubscription(MessageEventsSubscription, {
    // Only with a session: an anonymous subscription is refused by the BFF anyway.
    skip: !viewerId,
    onData: ({ data }) => {
      const event = data.data?.messageEvents;
      if (!event || !viewerId) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Customer', id: viewerId }),
        fields: { unreadMessageCount: () => event.unreadCount },
      });
      // Only a list on screen is refetched (naming it in `include` would warn when none is).
      void client.refetchQueries({
        include: 'active',
        onQueryUpdated: (query) => query.queryName === messagesQueryName,
      });
    },
  });
}
