// Browser only: server rendering never opens a socket. The socket code (graphql-ws) is a separate chunk,
// fetched when the first subscription starts (live-socket.ts).
import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';

export type LiveLinkOptions = {
  /** After a reconnect: events sent while the socket was down are not replayed, so refetch what is shown. */
  onReconnected: () => void;
};

/** Routes subscriptions to the socket (loaded on first use) and everything else to `http`. */
export function withLiveLink(http: ApolloLink, options: LiveLinkOptions): ApolloLink {
  let socket: Promise<ApolloLink> | null = null;
  const live = new ApolloLink((operation, forward) => {
    socket ??= import('./live-socket.js').then((module) => module.createSocketLink(options));
    // A failed chunk download is retried by the next subscription (and reported to this one).
    socket.catch(() => {
      socket = null;
    });
    return from(socket).pipe(mergeMap((link) => link.request(operation, forward)));
  });
  return ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    live,
    http,
  );
}
