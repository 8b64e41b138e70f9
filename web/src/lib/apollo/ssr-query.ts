import type { NormalizedCacheObject, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { PageContextServer } from 'vike/types';
import { createApolloClient, forwardedHeaders } from './create-apollo-client.js';

/** The standard `+data` return shape; `+Wrapper` restores `pageContext.data.apolloState` into the client cache. */
export type ApolloPageData = { apolloState: NormalizedCacheObject };

type RequestContext = Pick<PageContextServer, 'headers'> & { locale?: string };

// One client per request: several ssrQuery() calls in one +data share a cache, so the final
// `apolloState` holds every result. A WeakMap keeps it off the serialised pageContext.
const clients = new WeakMap<object, ReturnType<typeof createApolloClient>>();

function bffGraphqlUrl(): string {
  // +data runs on the server only (Vike's default `data` env), so process.env is available here.
  const base = process.env.BFF_URL ?? 'http://127.0.0.1:4000';
  return `${base.replace(/\/$/, '')}/graphql`;
}

function clientFor(pageContext: RequestContext) {
  let client = clients.get(pageContext);
  if (!client) {
    client = createApolloClient({
      ssr: true,
      uri: bffGraphqlUrl(),
      headers: forwardedHeaders({
        locale: pageContext.locale ?? 'zh-cn',
        acceptLanguage: pageContext.headers?.['accept-language'],
      }),
    });
    clients.set(pageContext, client);
  }
  return client;
}

/**
 * Runs a typed query for a `+data` hook and returns the data plus the normalized cache to ship to the browser.
 * Errors (network, GraphQL) are thrown: Vike then renders the error page (500), or use `throwNotFound()`
 * yourself when `data` says the resource does not exist.
 *
 * @example
 * export async function data(pageContext: PageContextServer): Promise<ApolloPageData> {
 *   const { apolloState } = await ssrQuery(pageContext, GoodsPageQuery, { page: { current: 1 } });
 *   return { apolloState };
 * }
 */
export async function ssrQuery<TData, TVars extends OperationVariables>(
  pageContext: RequestContext,
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
): Promise<{ data: TData; apolloState: NormalizedCacheObject }> {
  const client = clientFor(pageContext);
  const result = await client.query({ query: document, variables, fetchPolicy: 'network-only' });
  if (result.error) throw result.error;
  if (result.data === undefined) throw new Error('ssrQuery: the BFF returned no data');
  return { data: result.data as TData, apolloState: client.extract() as NormalizedCacheObject };
}
