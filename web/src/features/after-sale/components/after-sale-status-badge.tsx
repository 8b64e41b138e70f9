import { useTranslation } from 'react-i18next';
import type { AfterSaleStatus } from '../../../graphql/generated/graphql';

const TONE: Record<AfterSaleStatus, string> = {
  AWAITING_SELLER: 'border-accent/60 text-accent',
  AWAITING_RETURN: 'border-accent/60 text-accent',
  AWAITING_RECEIPT: 'border-ink/40 text-ink',
  REFUNDED: 'border-line text-muted',
  REJECTED: 'border-line text-subtle',
  WITHDRAWN: 'border-line text-subtle',
};

/** A request's status as a small pill; statuses that wait for someone are highlighted. */
export function AfterSaleStatusBadge({ status }: { status: AfterSaleStatus }) {
  const { t } = useTranslation('aftersale');
  return (
    <span
      data-testid="after-sale-status"
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 font-medium text-xs ${TONE[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
