import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '../../../graphql/generated/graphql';

const TONE: Record<ReviewStatus, string> = {
  NOT_SUBMITTED: 'border-line text-muted',
  UNDER_REVIEW: 'border-warning/50 text-warning',
  APPROVED: 'border-success/50 text-success',
  REJECTED: 'border-danger/60 text-danger',
};

export function StatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('verification');
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-medium text-xs ${TONE[status]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`statusLabels.${status}`)}
    </span>
  );
}
