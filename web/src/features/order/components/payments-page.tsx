import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { PaymentsQuery } from '../api/payments.js';
import { useLiveOrders } from '../lib/use-live-orders.js';
import { PaymentCard } from './payment-card.js';

export const PAYMENTS_PAGE_SIZE = 10;

/** `/my/order/purchaseOrders`: the buyer's payments, one per checkout, newest first; pay a pending one. */
export function PaymentsPage() {
  const { t } = useTranslation('order');
  const query = useQuery(PaymentsQuery, {
    variables: { first: PAYMENTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useLiveOrders();

  const content = (
    <ConnectionList
      connection={query.data?.payments}
      query={query}
      failedTitle={t('payments.loadFailed')}
      empty={<EmptyState title={t('payments.emptyTitle')} text={t('payments.emptyText')} />}
      more={{ label: t('payments.loadMore') }}
    >
      {(payments) => (
        <ul aria-label={t('payments.title')} className="flex flex-col gap-4">
          {payments.map((payment) => (
            <PaymentCard key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </ConnectionList>
  );

  return (
    <div className="flex flex-col gap-6">
      <Link to="/order" className="text-muted text-sm hover:text-ink">
        <span aria-hidden="true" className="mr-1">
          ←
        </span>
        {t('payments.back')}
      </Link>
      <header>
        <h1 className="font-semibold text-2xl text-ink">{t('payments.title')}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('payments.lead')}</p>
      </header>
      {content}
    </div>
  );
}
