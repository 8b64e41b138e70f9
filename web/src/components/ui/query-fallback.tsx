import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { Button } from './button.js';
import { EmptyState } from './empty-state.js';

export type QueryFallbackProps = {
  /** The query's error, if it failed; otherwise it is still loading. */
  error: unknown;
  /** What failed to load, e.g. "Could not load your bank cards". */
  failedTitle: string;
  onRetry: () => void;
};

/** What a view shows before its query has data: a retryable error when it failed, else a loading line. */
export function QueryFallback({ error, failedTitle, onRetry }: QueryFallbackProps) {
  const t = useFixedT('common');
  if (error) {
    return (
      <EmptyState
        role="alert"
        title={failedTitle}
        text={t('ui.loadFailedText')}
        action={<Button onClick={onRetry}>{t('ui.retry')}</Button>}
      />
    );
  }
  return (
    <p role="status" className="text-muted">
      {t('loading')}
    </p>
  );
}
