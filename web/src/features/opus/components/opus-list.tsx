import { CatalogueFiltersBar } from '../../../components/catalogue/catalogue-filters-bar.js';
import { CatalogueListPage } from '../../../components/catalogue/catalogue-list-page.js';
import { CatalogueSelect } from '../../../components/catalogue/catalogue-select.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import {
  hasActiveOpusFilters,
  LICENCE_ENUM,
  LICENCE_PARAMS,
  type LicenceParam,
  OPUS_KEYWORD_MAX_LENGTH,
  OPUS_SORTS,
  type OpusListFilters,
  opusListVariables,
} from '../lib/opus-filters';
import { useOpusFilterLinks } from '../lib/use-opus-filter-links';
import { useOpusList } from '../lib/use-opus-list';
import { MediaTypeTabs } from './media-type-tabs';
import { PriceRangeForm } from './price-range-form';
import { workCards } from './work-cards';

/** The /opus page body: filters from the URL, the SSR'd first page, and the next pages on scroll. */
export function OpusList({ filters }: { filters: OpusListFilters }) {
  const t = useFixedT('opus');
  const links = useOpusFilterLinks(filters);
  const list = useOpusList(opusListVariables(filters));
  const licenceOptions = [
    { value: 'any' as const, label: t('filters.anyLicence') },
    ...LICENCE_PARAMS.map((licence) => ({
      value: licence,
      label: t(`details.licenceNames.${LICENCE_ENUM[licence]}`),
    })),
  ];
  const bar = (
    <CatalogueFiltersBar
      kind="OPUS"
      namespace="opus"
      rowFrom="xl"
      search={{
        inputId: 'opus-keyword',
        maxLength: OPUS_KEYWORD_MAX_LENGTH,
        keyword: filters.keyword ?? '',
        onSearch: (keyword) => links.go({ keyword }),
      }}
      mine={{ current: filters.mine, hrefFor: (mine) => links.hrefWith({ mine }) }}
      controls={
        <CatalogueSelect<LicenceParam | 'any'>
          label={t('filters.licence')}
          value={filters.licence ?? 'any'}
          options={licenceOptions}
          onChange={(licence) => links.go({ licence: licence === 'any' ? undefined : licence })}
        />
      }
      sort={{
        value: filters.sort,
        options: OPUS_SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) })),
        onChange: (sort) => links.go({ sort }),
      }}
      below={
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <MediaTypeTabs current={filters.media} hrefFor={(media) => links.hrefWith({ media })} />
          <PriceRangeForm
            key={`${filters.minFen}-${filters.maxFen}`}
            minFen={filters.minFen}
            maxFen={filters.maxFen}
            onApply={(range) => links.go(range)}
          />
        </div>
      }
    />
  );
  return (
    <CatalogueListPage
      cards={workCards}
      list={list}
      mine={filters.mine}
      filters={bar}
      clearHref={hasActiveOpusFilters(filters) ? links.clearHref : null}
    />
  );
}
