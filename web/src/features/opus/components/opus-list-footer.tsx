import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { opusButtonClass } from './opus-list-message';

export type OpusListFooterProps = {
  loadingMore: boolean;
  finished: boolean;
  failed: boolean;
  onRetry: () => void;
};

/** Below the grid: the polite status of paging (loading, failed with retry, or the end). */
export function OpusListFooter({ loadingMore, finished, failed, onRetry }: OpusListFooterProps) {
  const t = useFixedT('opus');
  let content = null;
  if (failed) {
    content = (
      <>
        <span>{t('list.loadMoreFailed')}</span>
        <button type="button" onClick={onRetry} className={opusButtonClass}>
          {t('list.error.retry')}
        </button>
      </>
    );
  } else if (loadingMore) {
    content = <span className="sr-only">{t('list.loadingMore')}</span>;
  } else if (finished) {
    content = <span className="text-subtle">{t('list.end')}</span>;
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
