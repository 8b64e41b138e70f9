import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Price } from '../../../components/ui/price.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import type { FailedRefundsQuery as FailedRefundsData } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { FailedRefundsQuery } from '../api/failed-refunds.js';
import { RetryRefundMutation } from '../api/retry-refund.js';

type FailedRefund = FailedRefundsData['failedRefunds']['records'][number];
const PAGE_SIZE = 50;

/**
 * The officials' "Refunds" tab (decision 0027 §3): refunds the payment provider refused for good (orders',
 * auction deposits', and payments' that arrived with nothing to fulfil), oldest first, each asked for again with
 * one button (under a new refund key; the failed one paid nothing).
 */
export function FailedRefunds() {
  const { t } = useTranslation(['order', 'common']);
  const { data, error, refetch } = useQuery(FailedRefundsQuery, {
    variables: { page: { current: 1, size: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.failedRefunds;
  if (!page) {
    return (
      <QueryFallback
        error={error}
        failedTitle={t('failedRefunds.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (page.records.length === 0) {
    return <EmptyState title={t('failedRefunds.emptyTitle')} text={t('failedRefunds.emptyText')} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted text-sm">{t('failedRefunds.lead')}</p>
      <ul className="flex flex-col gap-4">
        {page.records.map((refund) => (
          <FailedRefundCard key={refund.id} refund={refund} />
        ))}
      </ul>
    </div>
  );
}

/** What a card says of a refund of each kind: its title, whose money it is, and the retry's confirmation. */
function describe(refund: FailedRefund, t: TFunction<['order', 'common']>) {
  const name = refund.buyerNickname;
  switch (refund.kind) {
    case 'DEPOSIT': {
      const title = refund.lot?.title ?? '';
      return {
        title: t('failedRefunds.deposit', { title }),
        person: t('failedRefunds.bidder', { name }),
        retried: t('failedRefunds.depositRetried', { title }),
      };
    }
    case 'PAYMENT':
      return {
        title: t('failedRefunds.payment', { id: refund.paymentId }),
        person: t('failedRefunds.payer', { name }),
        retried: t('failedRefunds.paymentRetried', { id: refund.paymentId }),
      };
    default:
      return {
        title: t('failedRefunds.order', { number: refund.orderNumber }),
        person: t('failedRefunds.buyer', { name }),
        retried: t('failedRefunds.retried', { order: refund.orderNumber }),
      };
  }
}

function FailedRefundCard({ refund }: { refund: FailedRefund }) {
  const { t } = useTranslation(['order', 'common']);
  const { locale } = usePageContext();
  const client = useApolloClient();
  const [error, setError] = useState<string | null>(null);
  const [retry] = useMutation(RetryRefundMutation);
  const texts = describe(refund, t);
  const retrying = useMutationSubmit({
    mutate: async () => (await retry({ variables: { id: refund.id } })).data?.retryRefund,
    showError: setError,
    // The answer carries nothing but its userErrors: none means the refund was sent again.
    result: () => true,
    successText: texts.retried,
    onDone: () => client.refetchQueries({ include: ['FailedRefunds'] }),
  });

  async function askAgain() {
    setError(null);
    await retrying.submit(undefined);
  }

  const titleId = `failed-refund-${refund.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-3xl bg-surface p-5 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={titleId} className="break-words font-semibold text-ink tabular-nums">
          {texts.title}
        </h2>
        <p className="flex flex-wrap gap-x-3 text-sm">
          <Price money={refund.amount} locale={locale} className="text-ink" />
          <span className="text-muted">{texts.person}</span>
        </p>
        <p className="text-muted text-sm">
          {t('failedRefunds.failedAt', {
            date: formatDate(refund.failedAt, locale, 'dateTime'),
            count: refund.attempt,
          })}
        </p>
        {error ? (
          <p role="alert" className="text-danger text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <Button loading={retrying.pending} onClick={() => void askAgain()}>
        {t('failedRefunds.retry')}
      </Button>
    </li>
  );
}
