import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { apolloClientForPage } from './apollo-client-for-page.js';

/**
 * Apollo's React context for pages whose components call `useQuery`/`useMutation` (the personal centre,
 * login). Only those pages import it, so Apollo Client is not part of every page's first load; catalogue
 * pages reach Apollo through usePageQuery and loadApolloClient when they need it.
 */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  const { locale } = usePageContext();
  return <ApolloProvider client={apolloClientForPage(locale)}>{children}</ApolloProvider>;
}
