import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import type { MineParam } from '../../lib/navigation/mine-lists.js';
import type { CatalogueCards } from './catalogue-cards.js';
import { CatalogueGrid } from './catalogue-grid.js';
import { CatalogueListFooter } from './catalogue-list-footer.js';
import { CatalogueMessage, catalogueButtonClass } from './catalogue-message.js';
import type { CatalogueListState } from './use-catalogue-list.js';

export type CatalogueListBodyProps<Item extends { id: string }> = {
  cards: CatalogueCards<Item>;
  list: CatalogueListState<Item>;
  mine: MineParam | undefined;
  /** Where "clear the filters" goes; none when no filter is set (nothing to clear). */
  clearHref: string | null;
};

/** A catalogue list's results: the error with a retry, skeletons, the empty state, or the grid and its footer. */
export function CatalogueListBody<Item extends { id: string }>({
  cards,
  list,
  mine,
  clearHref,
}: CatalogueListBodyProps<Item>) {
  const t = useFixedT(cards.namespace);
  const badge = cards.look?.messageBadge ?? false;
  const grid = { renderCard: cards.renderCard, skeleton: cards.skeleton };
  if (list.error) {
    return (
      <CatalogueMessage
        role="alert"
        badge={badge}
        title={t('list.error.title')}
        text={t('list.error.text')}
        action={
          <button type="button" onClick={() => list.retry()} className={catalogueButtonClass}>
            {t('list.error.retry')}
          </button>
        }
      />
    );
  }
  if (list.loading) return <CatalogueGrid {...grid} records={[]} skeletons={cards.pageSize} />;
  if (list.records.length === 0) {
    return (
      <CatalogueMessage
        badge={badge}
        title={t('list.empty.title')}
        text={
          mine === 'likes'
            ? t('mine.emptyLikes')
            : mine === 'collects'
              ? t('mine.emptyCollects')
              : t('list.empty.text')
        }
        action={
          clearHref ? (
            <a href={clearHref} className={catalogueButtonClass}>
              {t('list.empty.clear')}
            </a>
          ) : null
        }
      />
    );
  }
  return (
    <>
      <CatalogueGrid {...grid} records={list.records} skeletons={list.loadingMore ? cards.pageSize : 0} />
      <CatalogueListFooter
        namespace={cards.namespace}
        ruledEnd={cards.look?.ruledEnd}
        loadingMore={list.loadingMore}
        finished={list.finished}
        failed={Boolean(list.loadMoreError)}
        onRetry={() => void list.loadMore()}
      />
    </>
  );
}
