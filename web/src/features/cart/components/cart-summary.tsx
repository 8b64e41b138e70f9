import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { Price } from '../../../components/ui/price.js';
import type { CartData, CheckoutState, Selection } from '../lib/cart-state';
import { TriStateCheckbox } from './tri-state-checkbox';

type Props = {
  cart: CartData;
  /** Selected, available lines. */
  chosen: number;
  selection: Selection;
  checkout: CheckoutState;
  starting: boolean;
  onSelectAll: (selected: boolean) => void;
  onCheckout: () => void;
};

/**
 * The bar under the cart: select all, the selected total (a live region, so a change of selection or
 * quantity is announced), and "Check out" with the reason it waits when it does.
 */
export function CartSummary({ cart, chosen, selection, checkout, starting, onSelectAll, onCheckout }: Props) {
  const { t } = useTranslation('cart');
  const { locale } = usePageContext();
  const hint =
    checkout.ready === false
      ? checkout.reason === 'changes'
        ? t('summary.confirmFirst')
        : t('summary.chooseSome')
      : null;
  return (
    <div
      data-testid="cart-summary"
      className="sticky bottom-3 z-10 rounded-2xl bg-surface-2/95 px-4 py-3 shadow-2xl shadow-black/60 ring-1 ring-line backdrop-blur-xl sm:px-6 sm:py-4"
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <TriStateCheckbox selection={selection} label={t('summary.selectAll')} onChange={onSelectAll} />
        <output
          aria-live="polite"
          className="ml-auto flex items-baseline gap-2 text-sm"
          data-testid="cart-total"
        >
          <span className="text-muted">{t('summary.selected', { count: chosen })}</span>
          <Price money={cart.selectedTotal} locale={locale} className="font-semibold text-ink text-xl" />
        </output>
        <div className="flex w-full flex-col items-end gap-1 sm:w-auto">
          <Button
            className="w-full sm:w-auto sm:min-w-40"
            disabled={!checkout.ready}
            loading={starting}
            aria-describedby={hint ? 'cart-checkout-hint' : undefined}
            onClick={onCheckout}
          >
            {t('summary.checkout')}
          </Button>
          {hint ? (
            <p id="cart-checkout-hint" className="text-subtle text-xs">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
