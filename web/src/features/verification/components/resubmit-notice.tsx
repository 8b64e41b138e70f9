import { useTranslation } from 'react-i18next';

/** Above a prefilled resubmission: why the last one was rejected. */
export function ResubmitNotice({ reason }: { reason: string | null | undefined }) {
  const { t } = useTranslation('verification');
  return (
    <div role="note" className="rounded-2xl border border-warning/40 bg-warning/5 p-4 text-sm">
      <p className="text-ink">{t('form.resubmitting')}</p>
      {reason ? (
        <p className="mt-2 text-muted">
          <span className="font-medium text-warning">{t('rejectReason')}: </span>
          {reason}
        </p>
      ) : null}
    </div>
  );
}
