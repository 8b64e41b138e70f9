// https://www.apollographql.com/docs/react/data/subscriptions#websocket-setup — subscriptions over
// graphql-ws on the same origin's `/graphql` (the web server relays the upgrade to the BFF with the session
// cookies). Browser only: server rendering never opens a socket.
import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

export type LiveLinkOptions = {
  /** After a reconnect: events sent while the socket was down are not replayed, so refetch what is shown. */
  onReconnected: () => void;
};

/** ws: or wss: URL of this page's origin `/graphql`. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

/** Routes subscriptions to the socket and everything else to `http`. */
export function withLiveLink(http: ApolloLink, options: LiveLinkOptions): ApolloLink {
  const client = createClient({
    url: liveUrl(window.location),
    // Opened by the first subscription, closed shortly after the last one ends (a page change).
    lazy: true,
    lazyCloseTimeout: 3_000,
    // Retries with graphql-ws's randomised exponential back-off; active subscriptions resubscribe on the
    // new socket. Closes the BFF marks "session ended" (4403) are retried too: the handshake then carries
    // the browser's current cookies.
    retryAttempts: 30,
    shouldRetry: () => true,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) options.onReconnected();
      },
    },
  });
  return ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(client),
    http,
  );
}
