import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { formatDate } from '../../../lib/format.js';
import { StatusBadge } from './status-badge.js';

/** In place of the form while officials review the application: another one would be refused. */
export function RealNamePending({ submittedAt }: { submittedAt: string | null | undefined }) {
  const { t } = useTranslation('verification');
  const { locale } = usePageContext();
  return (
    <div data-testid="real-name-pending" role="status" className="flex flex-col items-start gap-3">
      <StatusBadge status="UNDER_REVIEW" />
      <h3 className="font-semibold text-ink">{t('realName.pendingTitle')}</h3>
      <p className="max-w-2xl text-muted text-sm leading-6">{t('realName.pendingText')}</p>
      {submittedAt ? (
        <p className="text-muted text-sm">
          {t('submittedOn', { date: formatDate(submittedAt, locale, 'dateTime') })}
        </p>
      ) : null}
    </div>
  );
}
