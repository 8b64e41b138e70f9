// Server only (`+data` hooks run on the server): the one GraphQL operation of a server-rendered page.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { type DocumentNode, type GraphQLFormattedError, type OperationDefinitionNode, print } from 'graphql';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { forwardedHeaders } from '../apollo/create-apollo-client.js';
import { type BffReply, BffTimeoutError, postJson } from './bff-request.js';
import type { PageQuery } from './page-query.js';

type RequestContext = Pick<PageContextServer, 'headers'> & { locale?: string };

/** The BFF answered with errors (or no data) instead of the page's data. */
export class PageQueryError extends Error {
  override name = 'PageQueryError';
  constructor(
    readonly operationName: string,
    readonly errors: readonly GraphQLFormattedError[],
  ) {
    super(`${operationName}: ${errors.map((e) => e.message).join('; ') || 'no data'}`);
  }
}

/**
 * The BFF's codes for "nextland did not answer, or answered nonsense" (bff/src/errors.ts): the data exists
 * but cannot be had right now, unlike a real empty result.
 */
const UPSTREAM_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT', 'UPSTREAM_ERROR']);

/**
 * The page's data cannot be had because the BFF or what is behind it is down or slow: Vike renders the error
 * page as 503 "temporarily unavailable" (_error/+Page.tsx), which is never cached (server/render-page.ts).
 */
function throwUnavailable(operationName: string, cause: string): never {
  console.error(`page query ${operationName}: upstream unavailable (${cause})`);
  throw render(503, `upstream unavailable: ${cause}`);
}

async function askBff(operationName: string, url: string, body: string, headers: Record<string, string>) {
  try {
    return await postJson(url, body, headers);
  } catch (error) {
    const cause = error instanceof BffTimeoutError ? 'BFF timeout' : 'BFF unreachable';
    return throwUnavailable(operationName, `${cause}: ${error instanceof Error ? error.message : error}`);
  }
}

function upstreamFailure(reply: BffReply, errors: readonly GraphQLFormattedError[]): string | null {
  const code = errors.map((e) => e.extensions?.code).find((c) => UPSTREAM_CODES.has(String(c)));
  if (code) return String(code);
  return reply.status >= 502 ? `BFF ${reply.status}` : null;
}

type Printed = { text: string; operationName: string };
const printed = new WeakMap<DocumentNode, Printed>();

/**
 * The query text as the browser's Apollo Client would send it: with `__typename` on every selection, which
 * the browser cache needs to normalise the result when it is written there. Printed once per document.
 */
function printedDocument(document: DocumentNode): Printed {
  let entry = printed.get(document);
  if (!entry) {
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
    );
    entry = { text: print(addTypenameToDocument(document)), operationName: operation?.name?.value ?? '' };
    printed.set(document, entry);
  }
  return entry;
}

function bffGraphqlUrl(): string {
  return `${(process.env.BFF_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '')}/graphql`;
}

/**
 * Runs a page's one typed operation against the BFF for its `+data` hook and returns it as a `PageQuery`
 * (JSON the page renders from and the browser caches). Anonymous on purpose: only the locale headers are
 * forwarded (see `forwardedHeaders`). When the BFF is down, slow (WEB_BFF_TIMEOUT_MS) or reports its upstream
 * down (`UPSTREAM_*` codes), throws Vike's `render(503)`: the "temporarily unavailable" page, never cached.
 * Other GraphQL errors throw PageQueryError (500). Call `throwNotFound()` yourself when the data says the
 * resource does not exist, or use `tryLoadPageQuery` when the page can render without the data.
 *
 * @example
 * export async function data(pageContext: PageContextServer) {
 *   const pageQuery = await loadPageQuery(pageContext, GoodsDetailsQuery, { id });
 *   if (!pageQuery.data.goods) throwNotFound(pageContext);
 *   return { pageQuery, id };
 * }
 */
export async function loadPageQuery<TData, TVars extends OperationVariables>(
  pageContext: RequestContext,
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
): Promise<PageQuery<TData, TVars>> {
  const { text, operationName } = printedDocument(document);
  const reply = await askBff(
    operationName,
    bffGraphqlUrl(),
    JSON.stringify({ operationName, query: text, variables }),
    forwardedHeaders({
      locale: pageContext.locale ?? 'zh-cn',
      acceptLanguage: pageContext.headers?.['accept-language'],
    }),
  );
  const body = reply.body as { data?: TData | null; errors?: GraphQLFormattedError[] };
  const upstream = upstreamFailure(reply, body.errors ?? []);
  if (upstream) throwUnavailable(operationName, upstream);
  if (body.errors?.length || !body.data) throw new PageQueryError(operationName, body.errors ?? []);
  return { operationName, variables, data: body.data };
}

/**
 * `loadPageQuery` for pages that still make sense without the data: on a failure of the query itself it
 * logs and returns null, the page renders its loading state and the browser runs the components' queries
 * itself (retry buttons and all). An upstream outage is not swallowed: it still gives the 503 page, so an
 * empty list is never served (and cached) as if the catalogue were empty.
 */
export async function tryLoadPageQuery<TData, TVars extends OperationVariables>(
  pageContext: RequestContext,
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
): Promise<PageQuery<TData, TVars> | null> {
  try {
    return await loadPageQuery(pageContext, document, variables);
  } catch (error) {
    if (!(error instanceof PageQueryError)) throw error;
    console.error(`page query ${printedDocument(document).operationName} failed`, error);
    return null;
  }
}
