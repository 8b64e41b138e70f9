import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { buyNowIntent, confirmSearch } from '../lib/checkout-intent';

/**
 * `/goods/buy?goodsId=&quantity=`: the buy-now entry. It forwards to the confirm page with source BUY_NOW,
 * replacing itself in the history so Back from the confirm page returns to the goods.
 */
export function BuyNowForward({ search }: { search: Record<string, string | undefined> }) {
  const { t } = useTranslation('cart');
  const { locale } = usePageContext();
  const intent = buyNowIntent(search);
  const target = intent ? localizePath(`/goods/buy/confirm${confirmSearch(intent)}`, locale) : null;

  useEffect(() => {
    if (target) void navigate(target, { overwriteLastHistoryEntry: true });
  }, [target]);

  if (target) {
    return (
      <p role="status" className="page-container py-10 text-muted">
        {t('checkout.loading')}
      </p>
    );
  }
  return (
    <div className="page-container py-10">
      <EmptyState
        role="alert"
        title={t('checkout.invalidLink')}
        text={t('checkout.invalidLinkText')}
        action={
          <a href={localizePath('/goods', locale)} className={buttonClassName()}>
            {t('empty.browse')}
          </a>
        }
      />
    </div>
  );
}
