// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { OpusListPageQuery } from '../../../features/opus/api/opus-list-page.js';
import { opusListVariables, parseOpusFilters } from '../../../features/opus/lib/opus-filters.js';
import { tryLoadPageQuery } from '../../../lib/page-data/load-page-query.js';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The first page of works for the filters in the URL. A failing BFF does not turn the list into a 500: the page
 * renders, the browser retries the list's query and offers a retry if that fails too. "My likes" / "my
 * collects" (`?mine=`) are one user's: the server renders them for nobody (its requests are anonymous and its
 * pages shared), so the browser loads them with the user's session.
 */
export async function data(pageContext: PageContextServer) {
  const filters = parseOpusFilters(pageContext.urlParsed.search);
  const pageQuery = filters.mine
    ? null
    : await tryLoadPageQuery(pageContext, OpusListPageQuery, opusListVariables(filters));
  return { pageQuery, filters };
}
