import { useId } from 'react';
import { MineLoginPanel, MineTabs } from '../../../components/catalogue/mine-tabs.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { useInfiniteScroll } from '../../../lib/hooks/use-infinite-scroll.js';
import type { GoodsListFilters } from '../lib/goods-filters';
import { GOODS_PAGE_SIZE, goodsListVariables, hasActiveFilters, sortsFor } from '../lib/goods-filters';
import { useFilterLinks } from '../lib/use-filter-links';
import { useGoodsList } from '../lib/use-goods-list';
import { CategoryChips } from './category-chips';
import { GoodsGrid } from './goods-grid';
import { GoodsListFooter } from './goods-list-footer';
import { GoodsListMessage, primaryButtonClass } from './goods-list-message';
import { GoodsSearchBox } from './goods-search-box';
import { SaleTypeTabs } from './sale-type-tabs';
import { SortSelect } from './sort-select';

/** The /goods page body: filters from the URL, the SSR'd first page, and the next pages on scroll. */
export function GoodsList({ filters }: { filters: GoodsListFilters }) {
  const t = useFixedT('goods');
  const links = useFilterLinks(filters);
  const list = useGoodsList(goodsListVariables(filters));
  const resultsHeadingId = useId();
  useInfiniteScroll({
    loading: list.loading || list.loadingMore || Boolean(list.error) || Boolean(list.loadMoreError),
    finished: list.finished,
    onLoadMore: list.loadMore,
  });

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
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <div className="lg:max-w-xl lg:flex-1">
            <GoodsSearchBox
              key={filters.keyword ?? ''}
              keyword={filters.keyword ?? ''}
              onSearch={(keyword) => links.go({ keyword })}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 lg:ml-auto lg:flex-nowrap">
            <MineTabs kind="GOODS" current={filters.mine} hrefFor={(mine) => links.hrefWith({ mine })} />
            <SaleTypeTabs current={filters.saleType} hrefFor={(saleType) => links.hrefWith({ saleType })} />
            {/* "My likes" / "my collects" are newest first: no sort to choose. */}
            {filters.mine ? null : (
              <SortSelect
                value={filters.sort}
                sorts={sortsFor(filters.saleType)}
                onChange={(sort) => links.go({ sort })}
              />
            )}
          </div>
        </div>
        <CategoryChips current={filters.category} hrefFor={(category) => links.hrefWith({ category })} />
      </section>

      {/* The cards' titles are h3: this (visually hidden) h2 keeps the outline h1 → h2 → h3. */}
      <section aria-labelledby={resultsHeadingId} className="mt-8">
        <h2 id={resultsHeadingId} className="sr-only">
          {t('list.results')}
        </h2>
        <p role="status" className="mb-4 min-h-5 text-subtle text-sm tabular-nums">
          {list.loading || list.error || list.total === 0
            ? null
            : list.totalAtLeast
              ? t('list.resultCountAtLeast', { count: list.total })
              : t('list.resultCount', { count: list.total })}
        </p>
        <MineLoginPanel kind="GOODS" mine={filters.mine}>
          <GoodsListBody filters={filters} list={list} clearHref={links.clearHref} />
        </MineLoginPanel>
      </section>
    </div>
  );
}

type BodyProps = {
  filters: GoodsListFilters;
  list: ReturnType<typeof useGoodsList>;
  clearHref: string;
};

function GoodsListBody({ filters, list, clearHref }: BodyProps) {
  const t = useFixedT('goods');
  if (list.error) {
    return (
      <GoodsListMessage
        role="alert"
        title={t('list.error.title')}
        text={t('list.error.text')}
        action={
          <button type="button" onClick={() => list.retry()} className={primaryButtonClass}>
            {t('list.error.retry')}
          </button>
        }
      />
    );
  }
  if (list.loading) return <GoodsGrid records={[]} skeletons={GOODS_PAGE_SIZE} />;
  if (list.records.length === 0) {
    return (
      <GoodsListMessage
        title={t('list.empty.title')}
        text={
          filters.mine === 'likes'
            ? t('mine.emptyLikes')
            : filters.mine === 'collects'
              ? t('mine.emptyCollects')
              : t('list.empty.text')
        }
        action={
          hasActiveFilters(filters) ? (
            <a href={clearHref} className={primaryButtonClass}>
              {t('list.empty.clear')}
            </a>
          ) : null
        }
      />
    );
  }
  return (
    <>
      <GoodsGrid records={list.records} skeletons={list.loadingMore ? GOODS_PAGE_SIZE : 0} />
      <GoodsListFooter
        loadingMore={list.loadingMore}
        finished={list.finished}
        failed={Boolean(list.loadMoreError)}
        onRetry={() => void list.loadMore()}
      />
    </>
  );
}
