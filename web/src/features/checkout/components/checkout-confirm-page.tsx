import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { OrderSummary } from '../../../components/order-summary/order-summary.js';
import { Button, buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import type { ItemKind } from '../../../graphql/generated/graphql';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';
import type { CheckoutIntent } from '../lib/checkout-intent';
import { useCheckout } from '../lib/use-checkout';
import { CheckoutSellerBlock } from './checkout-seller-block';

export type AddressSlot = (props: { value: string | null; onChange: (id: string) => void }) => ReactNode;

type Props = {
  intent: CheckoutIntent | null;
  /** Goods (default) or works; works (decision 0023) have no address and no postage. */
  kind?: ItemKind;
  /** The address picker (the address feature's, composed by the page); none for works. */
  renderAddressPicker?: AddressSlot | undefined;
  /** Where the browser goes to pay; defaults to a full navigation (the cashier is another page). */
  goTo?: (url: string) => void;
};

const leave = (url: string) => window.location.assign(url);

/**
 * `/goods/buy/confirm`: where to ship, what each seller's order will hold (priced on the server, postage per
 * seller), the total, and "Place order and pay", which sends the buyer to the cashier. `/opus/buy/confirm` is
 * the same page without the address and postage.
 */
export function CheckoutConfirmPage({ intent, kind = 'GOODS', renderAddressPicker, goTo = leave }: Props) {
  const { t } = useTranslation('cart');
  const { locale } = usePageContext();
  if (!intent) {
    return (
      <div className="page-container py-10">
        <EmptyState
          role="alert"
          title={t('checkout.invalidLink')}
          text={t('checkout.invalidLinkText')}
          action={
            <a href={localizePath(BUYING_PATHS[kind].cart, locale)} className={buttonClassName()}>
              {t('checkout.backToCart')}
            </a>
          }
        />
      </div>
    );
  }
  return <Confirm intent={intent} renderAddressPicker={renderAddressPicker} goTo={goTo} />;
}

function Confirm({
  intent,
  renderAddressPicker,
  goTo,
}: Pick<Props, 'renderAddressPicker'> & { intent: CheckoutIntent; goTo: (url: string) => void }) {
  const { t } = useTranslation('cart');
  const { locale } = usePageContext();
  const paths = BUYING_PATHS[intent.kind];
  const [addressId, setAddressId] = useState<string | null>(null);
  const chooseAddress = useCallback((id: string) => setAddressId(id), []);
  const checkout = useCheckout({
    intent,
    addressId,
    goTo,
    paymentPage: (id) => localizePath(`${paths.success}?payment=${encodeURIComponent(id)}`, locale),
  });
  const { preview } = checkout;
  const works = intent.kind === 'OPUS';
  const back =
    intent.source === 'CART'
      ? { href: paths.cart, label: t('checkout.backToCart') }
      : {
          href: paths.item(intent.itemId),
          label: works ? t('works.backToWork') : t('checkout.backToGoods'),
        };

  const problems = new Map<string, string>();
  for (const problem of preview?.problems ?? []) {
    problems.set(problem.itemId, problem.message || problemText(t, problem.code));
  }
  for (const goodsId of checkout.soldOut) problems.set(goodsId, t('checkout.problem.SOLD_OUT'));
  const blocked = !preview || problems.size > 0 || checkout.previewLoading;

  return (
    <div className="page-container pt-6 pb-16 sm:pt-10">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="font-semibold text-2xl text-ink sm:text-3xl">{t('checkout.title')}</h1>
          <a
            href={localizePath(back.href, locale)}
            className="text-muted text-sm hover:text-ink hover:underline"
          >
            {back.label}
          </a>
        </div>
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="flex flex-col gap-6">
            {works || !renderAddressPicker ? (
              <p className="flex gap-2 rounded-3xl bg-surface/60 p-4 text-muted text-sm ring-1 ring-line sm:p-5">
                <span aria-hidden="true">⬇</span>
                {t('works.deliveryNote')}
              </p>
            ) : (
              // The picker's own label ("Ship to") heads this part: a second heading would repeat it.
              <section
                aria-label={t('checkout.address')}
                className="rounded-3xl bg-surface/60 p-4 ring-1 ring-line sm:p-5"
              >
                {renderAddressPicker({ value: addressId, onChange: chooseAddress })}
              </section>
            )}
            <section aria-labelledby="checkout-items" aria-busy={checkout.previewLoading || undefined}>
              <h2 id="checkout-items" className="mb-3 font-semibold text-ink">
                {t('checkout.items')}
              </h2>
              {problems.size > 0 ? (
                <div
                  role="alert"
                  className="mb-4 rounded-2xl border border-danger/40 bg-danger/5 p-4 text-sm"
                >
                  <p className="font-medium text-danger">{t('checkout.problemsTitle')}</p>
                  <p className="mt-1 text-muted">
                    {t('checkout.problemsText')}{' '}
                    <a
                      href={localizePath(back.href, locale)}
                      className="text-ink underline underline-offset-4"
                    >
                      {back.label}
                    </a>
                  </p>
                </div>
              ) : null}
              {preview ? (
                <div className="flex flex-col gap-4">
                  {preview.sellers.map((group) => (
                    <CheckoutSellerBlock key={group.seller.id} group={group} problems={problems} />
                  ))}
                </div>
              ) : (
                <PreviewState
                  addressChosen={addressId !== null || works}
                  loading={checkout.previewLoading}
                  error={checkout.previewError}
                  onRetry={checkout.retryPreview}
                />
              )}
            </section>
          </div>
          <OrderSummary
            id="checkout-total"
            title={t('checkout.total')}
            bill={
              preview && {
                lines: [
                  { label: t('checkout.itemsTotal'), money: preview.itemsTotal },
                  // Works are delivered online: no postage line.
                  ...(works ? [] : [{ label: t('checkout.postage'), money: preview.postage }]),
                ],
                total: preview.total,
              }
            }
            testIds={{ total: 'checkout-total', error: 'checkout-error' }}
            error={checkout.submitError}
          >
            {preview ? (
              <p className="text-subtle text-xs">
                {t('checkout.ordersNote', { count: preview.sellers.length })}
              </p>
            ) : null}
            <Button
              className="w-full"
              disabled={blocked}
              loading={checkout.submitting}
              onClick={() => void checkout.submit()}
            >
              {t('checkout.submit')}
            </Button>
          </OrderSummary>
        </div>
      </div>
    </div>
  );
}

function problemText(t: ReturnType<typeof useTranslation<'cart'>>['t'], code: string): string {
  if (code === 'PRICE_CHANGED' || code === 'SOLD_OUT' || code === 'NOT_ON_SALE')
    return t(`checkout.problem.${code}`);
  return t('checkout.problem.other');
}

type PreviewStateProps = {
  addressChosen: boolean;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
};

/** Before the preview: waiting for an address, pricing, or a failure with a retry. */
function PreviewState({ addressChosen, loading, error, onRetry }: PreviewStateProps) {
  const { t } = useTranslation(['cart', 'common']);
  if (error) {
    return (
      <EmptyState
        role="alert"
        title={t('checkout.previewFailed')}
        text={error}
        action={<Button onClick={onRetry}>{t('common:ui.retry')}</Button>}
      />
    );
  }
  return (
    <p role="status" className="text-muted">
      {addressChosen || loading ? t('checkout.loading') : t('checkout.addressNeeded')}
    </p>
  );
}
