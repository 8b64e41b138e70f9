import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { primaryButtonClass } from './goods-list-message';

export type GoodsListFooterProps = {
  loadingMore: boolean;
  finished: boolean;
  failed: boolean;
  onRetry: () => void;
};

/** Below the grid: the polite status of paging (loading, failed with retry, or the end). */
export function GoodsListFooter({ loadingMore, finished, failed, onRetry }: GoodsListFooterProps) {
  const t = useFixedT('goods');
  let content = null;
  if (failed) {
    content = (
      <>
        <span>{t('list.loadMoreFailed')}</span>
        <button type="button" onClick={onRetry} className={primaryButtonClass}>
          {t('list.error.retry')}
        </button>
      </>
    );
  } else if (loadingMore) {
    content = <span className="sr-only">{t('list.loadingMore')}</span>;
  } else if (finished) {
    content = (
      <span className="flex items-center gap-4 text-subtle">
        <span aria-hidden="true" className="h-px w-12 bg-white/10" />
        {t('list.end')}
        <span aria-hidden="true" className="h-px w-12 bg-white/10" />
      </span>
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
