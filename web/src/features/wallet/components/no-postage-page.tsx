import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
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
  const query = useQuery(ExpressEntriesQuery, {
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
  });
  const page = query.data?.expressEntriesConnection;

  const startButton = <Button onClick={() => setCreating(true)}>{t('noPostage.create')}</Button>;
  const list = (
    <ConnectionList
      connection={page}
      query={query}
      failedTitle={t('noPostage.loadFailed')}
      empty={
        creating ? null : (
          <EmptyState
            title={t('noPostage.emptyTitle')}
            text={t('noPostage.emptyText')}
            action={startButton}
          />
        )
      }
      more={{ label: t('noPostage.loadMore') }}
    >
      {(entries) => (
        <ul aria-label={t('noPostage.listLabel')} className="grid gap-4">
          {entries.map((entry) => (
            <ExpressEntryItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </ConnectionList>
  );

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
