import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Price } from '../../../components/ui/price.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import type { ItemKind } from '../../../graphql/generated/graphql';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS, LIBRARY_PATH } from '../../../lib/navigation/buying-paths.js';
import { PaymentQuery } from '../api/payment';

/** The cashier's notification may land a moment after the browser returns: look again for up to a minute. */
const POLL_MS = 2000;
const POLL_FOR_MS = 60_000;

/**
 * `/goods/buy/success?payment=<id>`: paid or still pending, the orders made (one per seller) and where next.
 * `/opus/buy/success` is the same page for works, whose paid orders are complete and lead to the library.
 */
export function PaymentResultPage({
  paymentId,
  kind = 'GOODS',
}: {
  paymentId: string | null;
  kind?: ItemKind;
}) {
  const works = kind === 'OPUS';
  const { t } = useTranslation('cart');
  const { locale } = usePageContext();
  const [polling, setPolling] = useState(true);
  const { data, error, refetch, startPolling, stopPolling } = useQuery(PaymentQuery, {
    variables: { id: paymentId ?? '' },
    skip: !paymentId,
    fetchPolicy: 'cache-and-network',
  });
  const payment = data?.payment;
  const pending = payment?.status === 'PENDING';

  useEffect(() => {
    const stop = setTimeout(() => setPolling(false), POLL_FOR_MS);
    return () => clearTimeout(stop);
  }, []);
  useEffect(() => {
    if (pending && polling) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [pending, polling, startPolling, stopPolling]);

  const keepShopping = (
    <a href={localizePath(BUYING_PATHS[kind].browse, locale)} className={buttonClassName('secondary')}>
      {t('success.keepShopping')}
    </a>
  );
  const content = () => {
    if (!paymentId || (data && !payment)) {
      return (
        <EmptyState
          role="alert"
          title={t('success.notFound')}
          text={t('success.notFoundText')}
          action={
            <>
              <a href={localizePath('/my/order', locale)} className={buttonClassName()}>
                {t('success.myOrders')}
              </a>
              {keepShopping}
            </>
          }
        />
      );
    }
    if (!payment) {
      return (
        <QueryFallback error={error} failedTitle={t('success.loadFailed')} onRetry={() => void refetch()} />
      );
    }
    const state = payment.status === 'PAID' ? 'paid' : payment.status === 'PENDING' ? 'pending' : 'cancelled';
    return (
      <div className="flex flex-col gap-6">
        <section
          role="status"
          data-testid="payment-status"
          data-status={payment.status}
          className={`rounded-3xl p-6 ring-1 ${state === 'paid' ? 'bg-success/5 ring-success/40' : state === 'pending' ? 'bg-warning/5 ring-warning/40' : 'bg-danger/5 ring-danger/40'}`}
        >
          <h2
            className={`font-semibold text-xl ${state === 'paid' ? 'text-success' : state === 'pending' ? 'text-warning' : 'text-danger'}`}
          >
            {t(`success.${state}Title`)}
          </h2>
          <p className="mt-2 text-muted">
            {works && state === 'paid' ? t('works.paidText') : t(`success.${state}Text`)}
          </p>
          {works && state === 'paid' ? (
            <a href={localizePath(LIBRARY_PATH, locale)} className={`${buttonClassName()} mt-4`}>
              {t('works.openLibrary')}
            </a>
          ) : null}
          <p className="mt-4 flex items-baseline gap-2 text-sm">
            <span className="text-muted">{t('success.amount')}</span>
            <Price money={payment.amount} locale={locale} className="font-semibold text-2xl text-ink" />
          </p>
          {state === 'pending' && payment.cashierUrl ? (
            <a href={payment.cashierUrl} className={`${buttonClassName()} mt-4`}>
              {t('success.payNow')}
            </a>
          ) : null}
        </section>
        <section aria-labelledby="payment-orders">
          <h2 id="payment-orders" className="mb-3 font-semibold text-ink">
            {t('success.orders', { count: payment.orders.length })}
          </h2>
          <ul className="flex flex-col gap-3">
            {payment.orders.map((order) => (
              <li
                key={order.id}
                data-testid="payment-order"
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line"
              >
                <div className="min-w-0">
                  <p className="font-medium text-ink">
                    {t('success.orderNumber', { number: order.orderNumber })}
                  </p>
                  <p className="text-muted text-sm">
                    {t('success.orderSeller', { seller: order.seller.nickname })} ·{' '}
                    {t(`success.status.${order.status}`)}
                  </p>
                  <p className="mt-1 truncate text-subtle text-xs">
                    {order.lines.map((line) => `${line.title} × ${line.quantity}`).join('、')}
                  </p>
                </div>
                <div className="flex items-center gap-4">
                  <Price money={order.total} locale={locale} className="font-semibold text-ink" />
                  <a
                    href={localizePath(`/my/order/detail?id=${encodeURIComponent(order.id)}`, locale)}
                    className={buttonClassName('secondary', 'sm')}
                    aria-label={t('success.viewOrder', { number: order.orderNumber })}
                  >
                    {t('success.viewOrderShort')}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-wrap gap-3">
          {keepShopping}
          <a href={localizePath('/my/order', locale)} className={buttonClassName('ghost')}>
            {t('success.myOrders')}
          </a>
        </div>
      </div>
    );
  };

  return (
    <div className="page-container pt-6 pb-16 sm:pt-10">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <h1 className="font-semibold text-2xl text-ink sm:text-3xl">{t('success.title')}</h1>
        {content()}
      </div>
    </div>
  );
}
