import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { localizePath } from '../../lib/i18n/localize-path.js';

/**
 * Locale-prefixed URLs of a catalogue list (`/goods`, `/opus`) for changed filters. Links and `navigate()` both
 * re-run the page's `+data`, so the server loads the new first page and the URL stays the single source of truth.
 */
export function useCatalogueFilterLinks<Filters>(
  path: string,
  toSearch: (filters: Filters) => string,
  filters: Filters,
) {
  const { locale } = usePageContext();
  function hrefWith(patch: Partial<Filters>): string {
    return localizePath(`${path}${toSearch({ ...filters, ...patch })}`, locale);
  }
  return {
    hrefWith,
    clearHref: localizePath(path, locale),
    go: (patch: Partial<Filters>) => navigate(hrefWith(patch)),
  };
}
