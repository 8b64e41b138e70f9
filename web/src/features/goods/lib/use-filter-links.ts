import { navigate } from 'vike/client/router';
import type { GoodsListFilters } from './goods-filters';
import { toGoodsSearch } from './goods-filters';
import { useGoodsLocale } from './use-goods-locale';

/**
 * Locale-prefixed `/goods` URLs for changed filters. Links and `navigate()` both re-run the page's
 * `+data`, so the server loads the new first page and the URL stays the single source of truth.
 */
export function useFilterLinks(filters: GoodsListFilters) {
  const { href } = useGoodsLocale();
  function hrefWith(patch: Partial<GoodsListFilters>): string {
    return href(`/goods${toGoodsSearch({ ...filters, ...patch })}`);
  }
  return {
    hrefWith,
    clearHref: href('/goods'),
    go: (patch: Partial<GoodsListFilters>) => navigate(hrefWith(patch)),
  };
}
