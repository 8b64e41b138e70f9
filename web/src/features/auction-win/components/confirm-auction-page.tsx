import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { OrderSummary } from '../../../components/order-summary/order-summary.js';
import { Button, buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Price } from '../../../components/ui/price.js';
import { formatDate } from '../../../lib/format.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';
import { useConfirmAuction } from '../lib/use-confirm-auction';

export type AddressSlot = (props: { value: string | null; onChange: (id: string) => void }) => ReactNode;

type Props = {
  /** The lot's goods id from `?lot=`; null when the link is malformed. */
  goodsId: string | null;
  /** The address book's picker, composed by the page (features never import each other). */
  renderAddressPicker: AddressSlot;
  goTo?: (url: string) => void;
};

const leave = (url: string) => window.location.assign(url);

/**
 * `/goods/buy/confirmAuction?lot=`: the winner's bill for a lot (hammer price, the deposit already paid taken
 * off, the seller's postage to the chosen address), the deadline, and "Confirm and pay", which makes the one
 * order and sends the buyer to the cashier.
 */
export function ConfirmAuctionPage({ goodsId, renderAddressPicker, goTo = leave }: Props) {
  const { t } = useTranslation('winning');
  const { locale } = usePageContext();
  if (!goodsId) {
    return (
      <div className="page-container py-10">
        <EmptyState
          role="alert"
          title={t('invalidLink')}
          text={t('invalidLinkText')}
          action={
            <a href={localizePath('/goods?saleType=auction', locale)} className={buttonClassName()}>
              {t('browseAuctions')}
            </a>
          }
        />
      </div>
    );
  }
  return <Confirm goodsId={goodsId} renderAddressPicker={renderAddressPicker} goTo={goTo} />;
}

function Confirm({ goodsId, renderAddressPicker, goTo }: Required<Props> & { goodsId: string }) {
  const { t } = useTranslation(['winning', 'common']);
  const { locale } = usePageContext();
  const [addressId, setAddressId] = useState<string | null>(null);
  const chooseAddress = useCallback((id: string) => setAddressId(id), []);
  const state = useConfirmAuction({
    goodsId,
    addressId,
    goTo,
    paymentPage: (id) =>
      localizePath(`${BUYING_PATHS.GOODS.success}?payment=${encodeURIComponent(id)}`, locale),
  });
  const { win } = state;
  const lotHref = localizePath(BUYING_PATHS.GOODS.item(goodsId), locale);

  if (state.loading) {
    return (
      <p role="status" className="page-container py-10 text-muted">
        {t('loading')}
      </p>
    );
  }
  if (state.loadError) {
    return (
      <div className="page-container py-10">
        <EmptyState
          role="alert"
          title={t('loadFailed')}
          text={state.loadError}
          action={<Button onClick={state.retry}>{t('common:ui.retry')}</Button>}
        />
      </div>
    );
  }
  if (!win) {
    return (
      <div className="page-container py-10">
        <EmptyState
          title={t('notYours')}
          text={t('notYoursText')}
          action={
            <a href={lotHref} className={buttonClassName()}>
              {t('backToLot')}
            </a>
          }
        />
      </div>
    );
  }
  const deadline = win.payDeadline ? formatDate(win.payDeadline, locale, 'dateTime') : null;
  return (
    <div className="page-container pt-6 pb-16 sm:pt-10">
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="font-semibold text-2xl text-ink sm:text-3xl">
            {win.secondChance ? t('titleSecondChance') : t('title')}
          </h1>
          <a href={lotHref} className="text-muted text-sm hover:text-ink hover:underline">
            {t('backToLot')}
          </a>
        </div>
        {win.status === 'AWAITING' ? (
          <p
            data-testid="pay-deadline"
            className="rounded-2xl bg-accent/10 p-4 text-ink text-sm ring-1 ring-accent/30"
          >
            {t('deadline', { deadline })}
          </p>
        ) : null}
        {win.status === 'PAID' ? (
          <EmptyState
            title={t('paid')}
            text={t('paidText')}
            action={
              win.orderId ? (
                <a
                  href={localizePath(`/my/order/detail?id=${encodeURIComponent(win.orderId)}`, locale)}
                  className={buttonClassName()}
                >
                  {t('viewOrder')}
                </a>
              ) : undefined
            }
          />
        ) : null}
        {win.status === 'EXPIRED' ? (
          <EmptyState role="alert" title={t('expired')} text={t('expiredText', { deadline })} />
        ) : null}
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="flex flex-col gap-6">
            {win.status === 'AWAITING' ? (
              <section
                aria-label={t('address')}
                className="rounded-3xl bg-surface/60 p-4 ring-1 ring-line sm:p-5"
              >
                {renderAddressPicker({ value: addressId, onChange: chooseAddress })}
              </section>
            ) : null}
            <section
              aria-labelledby="won-lot"
              className="flex gap-4 rounded-3xl bg-surface p-4 ring-1 ring-line sm:p-5"
            >
              <img
                src={win.cover.url}
                alt={win.cover.alt}
                width={win.cover.width}
                height={win.cover.height}
                className="h-24 w-24 shrink-0 rounded-2xl object-cover sm:h-28 sm:w-28"
              />
              <div className="flex min-w-0 flex-col gap-1">
                <h2 id="won-lot" className="font-medium text-ink">
                  <a href={lotHref} className="hover:underline">
                    {win.title}
                  </a>
                </h2>
                <p className="text-muted text-sm">{t('soldBy', { seller: win.seller.nickname })}</p>
                <p className="text-muted text-sm">
                  {t('hammer')} <Price money={win.hammerPrice} locale={locale} className="text-ink" />
                </p>
              </div>
            </section>
          </div>
          <OrderSummary
            id="won-total"
            title={t('total')}
            bill={{
              lines: [
                { label: t('hammer'), money: win.hammerPrice },
                { label: t('deposit'), money: win.depositApplied, deducted: true },
                { label: t('postage'), money: win.postage },
              ],
              total: win.total,
            }}
            testIds={{ total: 'auction-total', error: 'auction-confirm-error' }}
            error={state.submitError}
          >
            {win.status === 'AWAITING' ? (
              <>
                <Button
                  className="w-full"
                  disabled={!addressId || state.pricing}
                  loading={state.submitting}
                  onClick={() => void state.submit()}
                >
                  {t('submit')}
                </Button>
                <p className="text-subtle text-xs">{addressId ? t('submitNote') : t('addressNeeded')}</p>
              </>
            ) : null}
          </OrderSummary>
        </div>
      </div>
    </div>
  );
}
