import { useCatalogueFilterLinks } from '../../../components/catalogue/use-catalogue-filter-links.js';
import { type OpusListFilters, toOpusSearch } from './opus-filters';

/** Locale-prefixed `/opus` URLs for changed filters. */
export function useOpusFilterLinks(filters: OpusListFilters) {
  return useCatalogueFilterLinks('/opus', toOpusSearch, filters);
}
