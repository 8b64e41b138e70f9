// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { FIRST_REVIEWS } from '../../../../features/review/lib/first-reviews.js';
import { throwNotFound } from '../../../../lib/errors/http-errors.js';
import { loadPageQuery } from '../../../../lib/page-data/load-page-query.js';
import { GoodsDetailsPageQuery } from './page-query.js';

export type Data = Awaited<ReturnType<typeof data>>;

/** Ids are strings of digits (api-contract.md); anything else cannot exist. */
const ID_PATTERN = /^\d{1,19}$/;

/**
 * Route validity check (spec §2, §8): a missing or malformed `id`, or one that names no visible goods,
 * gives the 404 page with 'Page Not Found: {path}'.
 */
export async function data(pageContext: PageContextServer) {
  const id = pageContext.urlParsed.search.id;
  if (!id || !ID_PATTERN.test(id)) throwNotFound(pageContext);
  const pageQuery = await loadPageQuery(pageContext, GoodsDetailsPageQuery, {
    id,
    kind: 'GOODS',
    first: FIRST_REVIEWS,
  });
  if (!pageQuery.data.goods) throwNotFound(pageContext);
  return { pageQuery, id };
}
