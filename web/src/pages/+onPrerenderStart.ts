// https://vike.dev/onPrerenderStart
import type { PrerenderContext } from 'vike/types';
import { LOCALES } from '../lib/i18n/locales.js';
import { localizePath } from '../lib/i18n/localize-path.js';

/**
 * Prerendering routes logical URLs only (`/opus`); this emits one copy per locale (`/opus`, `/en/opus`,
 * `/zh-tw/opus`) with `locale` set, because +onBeforeRoute does not run for these page contexts.
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PrerenderContext['pageContexts'] = [];
  for (const pageContext of prerenderContext.pageContexts) {
    for (const locale of LOCALES) {
      const copy = { ...pageContext, urlOriginal: localizePath(pageContext.urlOriginal, locale), locale };
      pageContexts.push(copy);
    }
  }
  return { prerenderContext: { pageContexts } };
}
