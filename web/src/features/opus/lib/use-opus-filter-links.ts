import { navigate } from 'vike/client/router';
import { type OpusListFilters, toOpusSearch } from './opus-filters';
import { useOpusLocale } from './use-opus-locale';

/**
 * Locale-prefixed `/opus` URLs for changed filters. Links and `navigate()` both re-run the page's `+data`, so
 * the server loads the new first page and the URL stays the single source of truth.
 */
export function useOpusFilterLinks(filters: OpusListFilters) {
  const { href } = useOpusLocale();
  function hrefWith(patch: Partial<OpusListFilters>): string {
    return href(`/opus${toOpusSearch({ ...filters, ...patch })}`);
  }
  return {
    hrefWith,
    clearHref: href('/opus'),
    go: (patch: Partial<OpusListFilters>) => navigate(hrefWith(patch)),
  };
}
