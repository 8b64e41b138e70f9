import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/ui/localized-link.js';
import type { ReleaseKind } from '../../../graphql/generated/graphql';

/**
 * Step 4: how the item reaches the buyer. Goods: the seller's own no-postage rules apply to all their goods at
 * checkout (no per-item rule is stored), so this step shows them where to manage those. Works: no shipping.
 */
export function ShippingStep({ kind }: { kind: ReleaseKind }) {
  const { t } = useTranslation('release');
  if (kind === 'WORK') return <p className="text-muted">{t('shipping.work')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted">{t('shipping.goods')}</p>
      <LocalizedLink href="/my/no-postage" className="text-accent text-sm underline" target="_blank">
        {t('shipping.manage')}
      </LocalizedLink>
    </div>
  );
}
