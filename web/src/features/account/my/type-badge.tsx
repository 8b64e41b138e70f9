import { useTranslation } from 'react-i18next';
import type { AccountType } from '../../../stores/session-store.js';

const TONE: Record<AccountType, string> = {
  OFFICIAL: 'border-accent/60 text-accent',
  UNVERIFIED: 'border-line text-muted',
  REAL_NAME: 'border-success/50 text-success',
  CREATOR: 'border-accent/60 text-accent',
  ORGANISATION: 'border-accent/60 text-accent',
};

export function TypeBadge({ type }: { type: AccountType }) {
  const { t } = useTranslation('account');
  return (
    <span
      className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs ${TONE[type]}`}
      data-testid="type-badge"
    >
      {t(`type.${type}`)}
    </span>
  );
}
