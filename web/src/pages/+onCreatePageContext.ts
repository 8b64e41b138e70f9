// https://vike.dev/onCreatePageContext
import type { PageContext } from 'vike/types';
import { extractLocale } from '../lib/i18n/localize-path.js';

/**
 * Every pageContext gets its locale from the URL as soon as it exists. +onBeforeRoute sets it too, but
 * the error page that Vike renders after `throw render(404)` in a `+data` hook starts from a fresh
 * pageContext that never went through +onBeforeRoute, and would otherwise render without translations.
 */
export function onCreatePageContext(pageContext: PageContext): void {
  // Prerendering sets the locale itself (+onPrerenderStart); keep it.
  if (pageContext.locale) return;
  pageContext.locale = extractLocale(pageContext.urlPathname ?? pageContext.urlOriginal).locale;
}
