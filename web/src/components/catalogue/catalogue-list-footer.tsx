import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { catalogueButtonClass } from './catalogue-message.js';
import type { CatalogueNamespace } from './catalogue-namespace.js';

export type CatalogueListFooterProps = {
  namespace: CatalogueNamespace;
  loadingMore: boolean;
  finished: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The end line between two short rules (the goods list) rather than plain. */
  ruledEnd?: boolean;
};

/** Below the grid: the polite status of paging (loading, failed with retry, or the end). */
export function CatalogueListFooter({
  namespace,
  loadingMore,
  finished,
  failed,
  onRetry,
  ruledEnd = false,
}: CatalogueListFooterProps) {
  const t = useFixedT(namespace);
  let content = null;
  if (failed) {
    content = (
      <>
        <span>{t('list.loadMoreFailed')}</span>
        <button type="button" onClick={onRetry} className={catalogueButtonClass}>
          {t('list.error.retry')}
        </button>
      </>
    );
  } else if (loadingMore) {
    content = <span className="sr-only">{t('list.loadingMore')}</span>;
  } else if (finished) {
    content = ruledEnd ? (
      <span className="flex items-center gap-4 text-subtle">
        <span aria-hidden="true" className="h-px w-12 bg-white/10" />
        {t('list.end')}
        <span aria-hidden="true" className="h-px w-12 bg-white/10" />
      </span>
    ) : (
      <span className="text-subtle">{t('list.end')}</span>
    );
  }
  return (
    <div
      role="status"
      className="flex min-h-20 flex-col items-center justify-center gap-3 py-8 text-muted text-sm"
    >
      {content}
    </div>
  );
}
