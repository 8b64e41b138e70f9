import { useId } from 'react';
import { MineLoginPanel, MineTabs } from '../../../components/catalogue/mine-tabs.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { useInfiniteScroll } from '../../../lib/hooks/use-infinite-scroll.js';
import {
  hasActiveOpusFilters,
  LICENCE_ENUM,
  LICENCE_PARAMS,
  type LicenceParam,
  OPUS_PAGE_SIZE,
  OPUS_SORTS,
  type OpusListFilters,
  opusListVariables,
} from '../lib/opus-filters';
import { useOpusFilterLinks } from '../lib/use-opus-filter-links';
import { useOpusList } from '../lib/use-opus-list';
import { MediaTypeTabs } from './media-type-tabs';
import { OpusGrid } from './opus-grid';
import { OpusListFooter } from './opus-list-footer';
import { OpusListMessage, opusButtonClass } from './opus-list-message';
import { OpusSearchBox } from './opus-search-box';
import { OpusSelect } from './opus-select';
import { PriceRangeForm } from './price-range-form';

/** The /opus page body: filters from the URL, the SSR'd first page, and the next pages on scroll. */
export function OpusList({ filters }: { filters: OpusListFilters }) {
  const t = useFixedT('opus');
  const links = useOpusFilterLinks(filters);
  const list = useOpusList(opusListVariables(filters));
  const resultsHeadingId = useId();
  useInfiniteScroll({
    loading: list.loading || list.loadingMore || Boolean(list.error) || Boolean(list.loadMoreError),
    finished: list.finished,
    onLoadMore: list.loadMore,
  });
  const licenceOptions = [
    { value: 'any' as const, label: t('filters.anyLicence') },
    ...LICENCE_PARAMS.map((licence) => ({
      value: licence,
      label: t(`details.licenceNames.${LICENCE_ENUM[licence]}`),
    })),
  ];
  const sortOptions = OPUS_SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) }));

  return (
    <div className="page-container pt-10 pb-16 sm:pt-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-3 font-medium text-accent text-xs uppercase tracking-[0.3em]">
          <span aria-hidden="true" className="h-px w-10 bg-accent" />
          {t('list.eyebrow')}
        </p>
        <h1 className="display-lg mt-4 font-semibold text-balance">{t('list.heading')}</h1>
        <p className="mt-3 text-muted">{t('list.intro')}</p>
      </header>

      <section aria-label={t('filters.label')} className="mt-8 flex flex-col gap-4">
        <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
          <div className="xl:max-w-xl xl:flex-1">
            <OpusSearchBox
              key={filters.keyword ?? ''}
              keyword={filters.keyword ?? ''}
              onSearch={(keyword) => links.go({ keyword })}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3 xl:ml-auto xl:flex-nowrap">
            <MineTabs kind="OPUS" current={filters.mine} hrefFor={(mine) => links.hrefWith({ mine })} />
            <OpusSelect<LicenceParam | 'any'>
              label={t('filters.licence')}
              value={filters.licence ?? 'any'}
              options={licenceOptions}
              onChange={(licence) => links.go({ licence: licence === 'any' ? undefined : licence })}
            />
            {/* "My likes" / "my collects" are newest first: no sort to choose. */}
            {filters.mine ? null : (
              <OpusSelect
                label={t('filters.sort')}
                value={filters.sort}
                options={sortOptions}
                onChange={(sort) => links.go({ sort })}
              />
            )}
          </div>
        </div>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <MediaTypeTabs current={filters.media} hrefFor={(media) => links.hrefWith({ media })} />
          <PriceRangeForm
            key={`${filters.minFen}-${filters.maxFen}`}
            minFen={filters.minFen}
            maxFen={filters.maxFen}
            onApply={(range) => links.go(range)}
          />
        </div>
      </section>

      {/* The cards' titles are h3: this (visually hidden) h2 keeps the outline h1 → h2 → h3. */}
      <section aria-labelledby={resultsHeadingId} className="mt-8">
        <h2 id={resultsHeadingId} className="sr-only">
          {t('list.results')}
        </h2>
        <p role="status" className="mb-4 min-h-5 text-sm text-subtle tabular-nums">
          {list.loading || list.error || list.total === 0
            ? null
            : list.totalAtLeast
              ? t('list.resultCountAtLeast', { count: list.total })
              : t('list.resultCount', { count: list.total })}
        </p>
        <MineLoginPanel kind="OPUS" mine={filters.mine}>
          <OpusListBody filters={filters} list={list} clearHref={links.clearHref} />
        </MineLoginPanel>
      </section>
    </div>
  );
}

type BodyProps = { filters: OpusListFilters; list: ReturnType<typeof useOpusList>; clearHref: string };

function OpusListBody({ filters, list, clearHref }: BodyProps) {
  const t = useFixedT('opus');
  if (list.error) {
    return (
      <OpusListMessage
        role="alert"
        title={t('list.error.title')}
        text={t('list.error.text')}
        action={
          <button type="button" onClick={() => list.retry()} className={opusButtonClass}>
            {t('list.error.retry')}
          </button>
        }
      />
    );
  }
  if (list.loading) return <OpusGrid records={[]} skeletons={OPUS_PAGE_SIZE} />;
  if (list.records.length === 0) {
    return (
      <OpusListMessage
        title={t('list.empty.title')}
        text={
          filters.mine === 'likes'
            ? t('mine.emptyLikes')
            : filters.mine === 'collects'
              ? t('mine.emptyCollects')
              : t('list.empty.text')
        }
        action={
          hasActiveOpusFilters(filters) ? (
            <a href={clearHref} className={opusButtonClass}>
              {t('list.empty.clear')}
            </a>
          ) : null
        }
      />
    );
  }
  return (
    <>
      <OpusGrid records={list.records} skeletons={list.loadingMore ? OPUS_PAGE_SIZE : 0} />
      <OpusListFooter
        loadingMore={list.loadingMore}
        finished={list.finished}
        failed={Boolean(list.loadMoreError)}
        onRetry={() => void list.loadMore()}
      />
    </>
  );
}
