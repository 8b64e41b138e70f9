import { useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { useStores } from '../../../stores/use-stores.js';
import { ExpressEntriesQuery } from '../api/express-entries.js';
import { mergeExpressPages } from '../lib/merge-express-pages.js';
import { CreateExpressForm } from './create-express-form.js';
import { ExpressEntryItem } from './express-entry-item.js';
import { WalletHeading } from './wallet-heading.js';

const PAGE_SIZE = 10;
const FIRST_PAGE = { page: { current: 1, size: PAGE_SIZE } };

/** `/my/no-postage`: the seller's free-shipping rules, paged, with create and delete. */
export function NoPostagePage() {
  const { t } = useTranslation(['wallet', 'common']);
  const { ui } = useStores();
  const [creating, setCreating] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, error, refetch, fetchMore } = useQuery(ExpressEntriesQuery, {
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.expressEntries;

  async function loadMore() {
    if (!page?.pageInfo.hasNext || loadingMore) return;
    setLoadingMore(true);
    try {
      const result = await fetchMore({
        variables: { page: { current: page.pageInfo.current + 1, size: PAGE_SIZE } },
        updateQuery: (previous, { fetchMoreResult }) => mergeExpressPages(previous, fetchMoreResult),
      });
      if (result.error) throw result.error;
    } catch (cause) {
      ui.messages.show({ type: 'error', text: t(`common:ui.errors.${requestErrorKind(cause)}`) });
    } finally {
      setLoadingMore(false);
    }
  }

  const startButton = <Button onClick={() => setCreating(true)}>{t('noPostage.create')}</Button>;
  let list: ReactNode;
  if (!page) {
    list = (
      <QueryFallback error={error} failedTitle={t('noPostage.loadFailed')} onRetry={() => void refetch()} />
    );
  } else if (page.records.length === 0) {
    list = creating ? null : (
      <EmptyState title={t('noPostage.emptyTitle')} text={t('noPostage.emptyText')} action={startButton} />
    );
  } else {
    list = (
      <>
        <ul aria-label={t('noPostage.listLabel')} className="grid gap-4">
          {page.records.map((entry) => (
            <ExpressEntryItem key={entry.id} entry={entry} />
          ))}
        </ul>
        {page.pageInfo.hasNext ? (
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
        {page && page.records.length > 0 && !creating ? startButton : null}
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
