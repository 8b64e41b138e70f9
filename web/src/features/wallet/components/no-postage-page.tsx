import { useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import { useLoadMore } from '../../../lib/apollo/use-load-more.js';
import { useRequestErrorToast } from '../../../lib/graphql/use-request-error-toast.js';
import { ExpressEntriesQuery } from '../api/express-entries.js';
import { CreateExpressForm } from './create-express-form.js';
import { ExpressEntryItem } from './express-entry-item.js';
import { WalletHeading } from './wallet-heading.js';

const PAGE_SIZE = 10;
const FIRST_PAGE = { first: PAGE_SIZE };

/** `/my/no-postage`: the seller's free-shipping rules, paged, with create and delete. */
export function NoPostagePage() {
  const { t } = useTranslation(['wallet', 'common']);
  const [creating, setCreating] = useState(false);
  const { data, error, refetch, fetchMore } = useQuery(ExpressEntriesQuery, {
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.expressEntriesConnection;
  const toastError = useRequestErrorToast();
  const { loadMore, loadingMore } = useLoadMore(page?.pageInfo, fetchMore, { onError: toastError });

  const startButton = <Button onClick={() => setCreating(true)}>{t('noPostage.create')}</Button>;
  let list: ReactNode;
  if (!page) {
    list = (
      <QueryFallback error={error} failedTitle={t('noPostage.loadFailed')} onRetry={() => void refetch()} />
    );
  } else if (page.edges.length === 0) {
    list = creating ? null : (
      <EmptyState title={t('noPostage.emptyTitle')} text={t('noPostage.emptyText')} action={startButton} />
    );
  } else {
    list = (
      <>
        <ul aria-label={t('noPostage.listLabel')} className="grid gap-4">
          {page.edges.map(({ node: entry }) => (
            <ExpressEntryItem key={entry.id} entry={entry} />
          ))}
        </ul>
        {page.pageInfo.hasNextPage ? (
          <div className="flex justify-center">
            <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
              {t('noPostage.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <WalletHeading title={t('noPostage.title')} lead={t('noPostage.lead')}>
        {page && page.edges.length > 0 && !creating ? startButton : null}
      </WalletHeading>
      {creating ? (
        <CreateExpressForm
          firstPage={FIRST_PAGE}
          onDone={() => setCreating(false)}
          onCancel={() => setCreating(false)}
        />
      ) : null}
      {list}
    </div>
  );
}
