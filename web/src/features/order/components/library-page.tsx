import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button, buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import { useLoadMore } from '../../../lib/apollo/use-load-more.js';
import { formatDate } from '../../../lib/format.js';
import { useRequestErrorToast } from '../../../lib/graphql/use-request-error-toast.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';
import { MyLibraryQuery } from '../api/my-library.js';
import { LibraryCard } from './library-card.js';

export const LIBRARY_PAGE_SIZE = 20;

/** `/my/library` (decision 0023): the works the viewer owns, newest first, each linking to its page. */
export function LibraryPage() {
  const { t } = useTranslation('order');
  const { locale } = usePageContext();
  const { data, error, refetch, fetchMore } = useQuery(MyLibraryQuery, {
    variables: { first: LIBRARY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.myLibrary;
  const toastError = useRequestErrorToast();
  const { loadMore, loadingMore } = useLoadMore(connection?.pageInfo, fetchMore, { onError: toastError });

  let content: ReactNode;
  if (!connection) {
    content = (
      <QueryFallback error={error} failedTitle={t('library.loadFailed')} onRetry={() => void refetch()} />
    );
  } else if (connection.edges.length === 0) {
    content = (
      <EmptyState
        title={t('library.emptyTitle')}
        text={t('library.emptyText')}
        action={
          <a href={localizePath(BUYING_PATHS.OPUS.browse, locale)} className={buttonClassName()}>
            {t('library.browse')}
          </a>
        }
      />
    );
  } else {
    content = (
      <>
        <ul
          aria-label={t('library.title')}
          data-testid="library"
          className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4"
        >
          {connection.edges.map(({ node }) => (
            <LibraryCard
              key={node.id}
              item={node}
              acquired={t('library.acquired', { date: formatDate(node.acquiredAt, locale) })}
            />
          ))}
        </ul>
        {connection.pageInfo.hasNextPage ? (
          <div className="flex justify-center">
            <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
              {t('library.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-semibold text-2xl text-ink">{t('library.title')}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('library.lead')}</p>
      </header>
      {content}
    </div>
  );
}
