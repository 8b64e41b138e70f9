import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';

type Props = { count: number; confirming: boolean; onConfirm: () => void };

/** Lines changed since they were added: checkout waits until the buyer has seen and accepted the changes. */
export function CartChangesBanner({ count, confirming, onConfirm }: Props) {
  const { t } = useTranslation('cart');
  return (
    <section
      aria-labelledby="cart-changes-title"
      data-testid="cart-changes"
      className="flex flex-col gap-3 rounded-2xl border border-warning/40 bg-warning/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="cart-changes-title" className="font-medium text-warning">
          {t('changes.title', { count })}
        </h2>
        <p className="mt-1 text-muted text-sm">{t('changes.text')}</p>
      </div>
      <Button variant="secondary" loading={confirming} onClick={onConfirm}>
        {t('changes.confirm')}
      </Button>
    </section>
  );
}
