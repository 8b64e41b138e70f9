import type { NormalizedCacheObject } from '@apollo/client';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export type CreateApolloClientOptions = {
  /** True on the server: one client per request, no polling, no refetch on hydration. */
  ssr: boolean;
  /** Server: `${BFF_URL}/graphql`. Browser: `/graphql` (same origin, proxied by our Fastify server). */
  uri: string;
  /** Server: the request's `cookie` and `x-locale` (see `forwardedHeaders`). Browser: `x-locale`. */
  headers?: Record<string, string>;
  /** Normalized cache produced by `client.extract()` on the server (see ssr-query.ts). */
  initialState?: NormalizedCacheObject;
};

/**
 * One factory for both sides so SSR and the browser share cache policies.
 * The browser sends `apollo-require-preflight` because the BFF enables Apollo Server's CSRF prevention:
 * a non-simple header forces a CORS preflight, so a cross-site form post cannot ride on our cookies.
 */
export function createApolloClient(options: CreateApolloClientOptions) {
  const { ssr, uri, headers = {}, initialState } = options;
  const cache = new InMemoryCache();
  if (initialState) cache.restore(initialState);
  const link = new HttpLink({
    uri,
    credentials: ssr ? undefined : 'same-origin',
    headers: ssr ? headers : { 'apollo-require-preflight': 'true', ...headers },
  });
  return new ApolloClient({ ssrMode: ssr, cache, link });
}

/** Headers a server-side request forwards to the BFF: the user's cookies (BFF session) and the locale. */
export function forwardedHeaders(input: {
  cookie?: string | undefined;
  locale: string;
  acceptLanguage?: string | undefined;
}): Record<string, string> {
  const headers: Record<string, string> = { 'x-locale': input.locale };
  if (input.cookie) headers.cookie = input.cookie;
  if (input.acceptLanguage) headers['accept-language'] = input.acceptLanguage;
  return headers;
}
