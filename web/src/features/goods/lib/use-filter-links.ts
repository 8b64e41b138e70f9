import { useCatalogueFilterLinks } from '../../../components/catalogue/use-catalogue-filter-links.js';
import { type GoodsListFilters, toGoodsSearch } from './goods-filters';

/** Locale-prefixed `/goods` URLs for changed filters. */
export function useFilterLinks(filters: GoodsListFilters) {
  return useCatalogueFilterLinks('/goods', toGoodsSearch, filters);
}
