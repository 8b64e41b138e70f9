// https://www.apollographql.com/docs/react/data/subscriptions#websocket-setup — subscriptions over
// graphql-ws on the same origin's `/graphql` (the web server relays the upgrade to the BFF with the session
// cookies). Loaded by live-link.ts on the first subscription only, so pages that never subscribe (the
// catalogue) do not download graphql-ws.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import type { LiveLinkOptions } from './live-link.js';
import { setLiveStatus } from './live-status.js';

/** ws: or wss: URL of this page's origin `/graphql`. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

/** The terminating link that carries subscriptions over one lazy, retrying socket. */
export function createSocketLink(options: LiveLinkOptions): GraphQLWsLink {
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
        setLiveStatus('up');
        if (wasRetry) options.onReconnected();
      },
      // Also a handshake that never opened: views that must stay current poll meanwhile (live-status.ts).
      closed: () => setLiveStatus('down'),
    },
  });
  return new GraphQLWsLink(client);
}
