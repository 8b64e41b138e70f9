import { type ReactNode, useId } from 'react';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { useInfiniteScroll } from '../../lib/hooks/use-infinite-scroll.js';
import type { MineParam } from '../../lib/navigation/mine-lists.js';
import type { CatalogueCards } from './catalogue-cards.js';
import { CatalogueListBody } from './catalogue-list-body.js';
import { MineLoginPanel } from './mine-tabs.js';
import type { CatalogueListState } from './use-catalogue-list.js';

export type CatalogueListPageProps<Item extends { id: string }> = {
  cards: CatalogueCards<Item>;
  list: CatalogueListState<Item>;
  mine: MineParam | undefined;
  /** The filters bar (CatalogueFiltersBar). */
  filters: ReactNode;
  /** Where "clear the filters" goes; none when no filter is set. */
  clearHref: string | null;
};

/** A catalogue list page (/goods, /opus): heading, filters, the result count, and the next pages on scroll. */
export function CatalogueListPage<Item extends { id: string }>({
  cards,
  list,
  mine,
  filters,
  clearHref,
}: CatalogueListPageProps<Item>) {
  const t = useFixedT(cards.namespace);
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

      {filters}

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
        <MineLoginPanel kind={cards.kind} mine={mine}>
          <CatalogueListBody cards={cards} list={list} mine={mine} clearHref={clearHref} />
        </MineLoginPanel>
      </section>
    </div>
  );
}
