import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import type { ItemKind } from '../../../graphql/generated/graphql';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';
import { buyNowIntent, confirmSearch } from '../lib/checkout-intent';

/**
 * `/goods/buy?goodsId=&quantity=` (and `/opus/buy?workId=`, decision 0023): the buy-now entry. It forwards to the confirm page with source BUY_NOW,
 * replacing itself in the history so Back from the confirm page returns to the goods.
 */
export function BuyNowForward({
  search,
  kind = 'GOODS',
}: {
  search: Record<string, string | undefined>;
  kind?: ItemKind;
}) {
  const { t } = useTranslation('cart');
  const { locale } = usePageContext();
  const intent = buyNowIntent(search, kind);
  const paths = BUYING_PATHS[kind];
  const target = intent ? localizePath(`${paths.confirm}${confirmSearch(intent)}`, locale) : null;

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
          <a href={localizePath(paths.browse, locale)} className={buttonClassName()}>
            {t('empty.browse')}
          </a>
        }
      />
    </div>
  );
}
