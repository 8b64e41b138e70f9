import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { relayStylePagination } from '@apollo/client/utilities';
import { withLiveLink } from './live-link.js';
import { POSSIBLE_TYPES } from './possible-types.js';

export type CreateApolloClientOptions = {
  /** True on the server: one client per request, no polling, no refetch on hydration. */
  ssr: boolean;
  /** Server: `${BFF_URL}/graphql`. Browser: `/graphql` (same origin, proxied by our Fastify server). */
  uri: string;
  /** Server: the request's `cookie` and `x-locale` (see `forwardedHeaders`). Browser: `x-locale`. */
  headers?: Record<string, string>;
  /** Browser: called when the BFF answers UNAUTHENTICATED (nextland 506/507; the BFF already cleared the cookies). */
  onUnauthenticated?: () => void;
  /** Browser: subscriptions over a WebSocket to the same origin (live-link.ts). Never on the server. */
  live?: boolean;
};

/** The cache with the app's policies; tests build theirs here too, so they merge pages like the app. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: POSSIBLE_TYPES,
    typePolicies: {
      // One per viewer and without an id: pages asking for a few fields merge into what others cached.
      VerificationStatus: { merge: true },
      // The viewer's carts, one per kind (decision 0023): every cart mutation answers with the whole cart, which replaces the cached
      // one (Query.cart points at the same entity), so the page and the header read the answer at once.
      Cart: { keyFields: ['kind'], fields: { sellers: { merge: false } } },
      // A seller may have lines in both carts: groups live inside their cart, not normalised on their own.
      CartSellerGroup: { keyFields: false, fields: { lines: { merge: false } } },
      // https://www.apollographql.com/docs/react/pagination/cursor-based#relay-style-cursor-pagination
      // Every list is a connection: one cache entry per filter (first/after are not part of the key); pages
      // fetched with `after` are appended to it, so "load more" and infinite scroll are just
      // fetchMore({ variables: { after } }) (use-load-more.ts). A fetch without `after` (refetch, a live
      // event) replaces the entry with the first page.
      Query: {
        fields: {
          goodsConnection: relayStylePagination(['filter', 'withUserFlags']),
          worksConnection: relayStylePagination(['filter']),
          messagesConnection: relayStylePagination(),
          expressEntriesConnection: relayStylePagination(),
          reviewQueueConnection: relayStylePagination(['kind', 'status']),
          orders: relayStylePagination(['role', 'status']),
          afterSales: relayStylePagination(['role', 'status', 'orderId']),
          payments: relayStylePagination(),
          myLibrary: relayStylePagination(),
          myItems: relayStylePagination(['kind', 'status']),
          itemReviews: relayStylePagination(['kind', 'id']),
          mySettlements: relayStylePagination(['state']),
          myPayouts: relayStylePagination(),
        },
      },
      Customer: { fields: { inviteesConnection: relayStylePagination() } },
    },
  });
}

/**
 * One factory for both sides so SSR and the browser share cache policies.
 * The browser sends `apollo-require-preflight` because the BFF enables Apollo Server's CSRF prevention:
 * a non-simple header forces a CORS preflight, so a cross-site form post cannot ride on our cookies.
 */
export function createApolloClient(options: CreateApolloClientOptions) {
  const { ssr, uri, headers = {}, onUnauthenticated, live = false } = options;
  const cache = createCache();
  const http = new HttpLink({
    uri,
    credentials: ssr ? undefined : 'same-origin',
    headers: ssr ? headers : { 'apollo-require-preflight': 'true', ...headers },
  });
  const transport =
    live && !ssr
      ? withLiveLink(http, {
          // Events sent while the socket was down are not replayed: refetch what the page shows.
          onReconnected: () => void client.refetchQueries({ include: 'active' }),
        })
      : http;
  const link = onUnauthenticated
    ? ApolloLink.from([unauthenticatedLink(onUnauthenticated), transport])
    : transport;
  const client = new ApolloClient({ ssrMode: ssr, cache, link });
  return client;
}

/** Spec §4: any 506/507 logs the user out; the BFF reports both as `extensions.code` UNAUTHENTICATED. */
function unauthenticatedLink(onUnauthenticated: () => void): ApolloLink {
  return new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    if (error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) onUnauthenticated();
  });
}

/**
 * Headers a server-side request forwards to the BFF: the locale only. Server-rendered pages are public and
 * anonymous on purpose: the session cookies stay between the browser and the BFF, because a refresh during
 * SSR would rotate the refresh token in a Set-Cookie the browser never receives (and the next refresh would
 * then look like token theft and end the session).
 */
export function forwardedHeaders(input: {
  locale: string;
  acceptLanguage?: string | undefined;
}): Record<string, string> {
  const headers: Record<string, string> = { 'x-locale': input.locale };
  if (input.acceptLanguage) headers['accept-language'] = input.acceptLanguage;
  return headers;
}
