import { useTranslation } from 'react-i18next';

export type ResubmitNoticeProps = {
  reason: string | null | undefined;
  /** What is filled in below; the general "its answers are filled in" by default. */
  text?: string;
};

/** Above a prefilled resubmission: why the last one was rejected. */
export function ResubmitNotice({ reason, text }: ResubmitNoticeProps) {
  const { t } = useTranslation('verification');
  return (
    <div role="note" className="rounded-2xl border border-warning/40 bg-warning/5 p-4 text-sm">
      <p className="text-ink">{text ?? t('form.resubmitting')}</p>
      {reason ? (
        <p className="mt-2 break-words text-muted">
          <span className="font-medium text-warning">{t('rejectReason')}: </span>
          {reason}
        </p>
      ) : null}
    </div>
  );
}
