import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';

export function StatusLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('verification');
  return (
    <EmptyState
      role="alert"
      title={t('loadFailed')}
      text={t('loadFailedText')}
      action={<Button onClick={onRetry}>{t('retry')}</Button>}
    />
  );
}
