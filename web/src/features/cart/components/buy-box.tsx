import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { clampQuantity, QuantityStepper } from '../../../components/ui/quantity-stepper.js';
import { useApolloClientLoader } from '../../../lib/apollo/load-apollo-client.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { useStores } from '../../../stores/use-stores.js';
import { buyNowPath, CART_PATH, goodsPath } from '../lib/cart-paths';
import type { AddOutcome } from '../lib/send-add-to-cart';

export type BuyBoxGoods = {
  id: string;
  title: string;
  status: string;
  stock: number;
};

/**
 * Quantity, "Add to cart" and "Buy now" for fixed-price goods (the page renders it under the price). Sold-out
 * and off-sale goods say so instead. A visitor's press opens the login prompt that comes back to this page.
 * Apollo Client and the mutation load with the first press, so the public page's first load stays as it was.
 */
export const BuyBox = observer(function BuyBox({ goods }: { goods: BuyBoxGoods }) {
  const t = useFixedT('goods');
  const { locale } = usePageContext();
  const { session, ui } = useStores();
  const loadApolloClient = useApolloClientLoader();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stockId = useId();
  const errorId = useId();

  if (goods.status !== 'ON_SALE' || goods.stock <= 0) {
    const soldOut = goods.status === 'SOLD_OUT' || goods.stock <= 0;
    return (
      <div role="note" className="rounded-2xl border border-danger/40 bg-danger/5 p-5" data-testid="buy-box">
        <p className="font-medium text-danger">{soldOut ? t('buy.soldOut') : t('buy.offSale')}</p>
        <p className="mt-2 text-muted text-sm leading-6">
          {soldOut ? t('buy.soldOutText') : t('buy.offSaleText')}{' '}
          <a href={localizePath('/goods', locale)} className="text-ink underline underline-offset-4">
            {t('buy.browse')}
          </a>
        </p>
      </div>
    );
  }

  const requireLogin = () => {
    if (session.loggedIn) return false;
    session.openLoginPrompt('required', localizePath(goodsPath(goods.id), locale));
    return true;
  };

  const add = () => {
    if (requireLogin() || adding) return;
    setAdding(true);
    setError(null);
    const amount = clampQuantity(quantity, goods.stock);
    Promise.all([loadApolloClient(), import('../lib/send-add-to-cart')])
      .then(([client, { sendAddToCart }]) => sendAddToCart(client, goods.id, amount))
      .catch((): AddOutcome => ({ kind: 'failed' }))
      .then((outcome) => {
        setAdding(false);
        if (outcome.kind === 'added') {
          ui.messages.show({ type: 'success', text: t('buy.added', { count: amount, title: goods.title }) });
        } else if (outcome.kind === 'refused') {
          setError(outcome.message ?? t('buy.failed'));
        } else if (outcome.kind === 'failed') {
          setError(t('buy.failed'));
        }
      });
  };

  const buyNow = () => {
    if (requireLogin()) return;
    void navigate(localizePath(buyNowPath(goods.id, clampQuantity(quantity, goods.stock)), locale));
  };

  return (
    <section
      aria-label={t('buy.label')}
      className="flex flex-col gap-4 rounded-2xl bg-surface p-5 ring-1 ring-line"
      data-testid="buy-box"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-subtle">{t('buy.quantity')}</span>
        <QuantityStepper
          value={quantity}
          max={goods.stock}
          onChange={(next) => {
            setQuantity(next);
            setError(null);
          }}
          label={t('buy.quantity')}
          describedBy={error ? `${errorId} ${stockId}` : stockId}
        />
        <span id={stockId} className="text-sm text-subtle tabular-nums">
          {t('buy.limit', { count: goods.stock })}
        </span>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" className="sm:flex-1" loading={adding} onClick={add}>
          {t('buy.addToCart')}
        </Button>
        <Button className="sm:flex-1" onClick={buyNow}>
          {t('buy.buyNow')}
        </Button>
      </div>
      <p id={errorId} role="alert" className="text-danger text-sm empty:hidden">
        {error}
      </p>
      <a
        href={localizePath(CART_PATH, locale)}
        className="self-start text-muted text-sm underline-offset-4 hover:text-ink hover:underline"
      >
        {t('buy.viewCart')}
      </a>
    </section>
  );
});
