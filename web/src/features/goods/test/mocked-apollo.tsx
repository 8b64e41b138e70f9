import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type MockedResponse, MockLink } from '@apollo/client/testing';
import type { ReactNode } from 'react';
import { createCache } from '../../../lib/apollo/create-apollo-client.js';
import { ApolloClientLoaderProvider } from '../../../lib/apollo/load-apollo-client.js';

/**
 * A client answering `mocks`, reachable both ways components use Apollo: hooks (ApolloProvider) and the
 * on-demand loader behind usePageQuery (ApolloClientLoaderProvider).
 */
export function MockedApollo({ mocks, children }: { mocks: MockedResponse[]; children: ReactNode }) {
  const client = new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });
  const load = () => Promise.resolve(client);
  return (
    <ApolloProvider client={client}>
      <ApolloClientLoaderProvider value={load}>{children}</ApolloClientLoaderProvider>
    </ApolloProvider>
  );
}
