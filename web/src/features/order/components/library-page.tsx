import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { formatDate } from '../../../lib/format.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';
import { MyLibraryQuery } from '../api/my-library.js';
import { LibraryCard } from './library-card.js';

export const LIBRARY_PAGE_SIZE = 20;

/** `/my/library` (decision 0023): the works the viewer owns, newest first, each linking to its page. */
export function LibraryPage() {
  const { t } = useTranslation('order');
  const { locale } = usePageContext();
  const query = useQuery(MyLibraryQuery, {
    variables: { first: LIBRARY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });

  const empty = (
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
  const content = (
    <ConnectionList
      connection={query.data?.myLibrary}
      query={query}
      failedTitle={t('library.loadFailed')}
      empty={empty}
      more={{ label: t('library.loadMore') }}
    >
      {(items) => (
        <ul
          aria-label={t('library.title')}
          data-testid="library"
          className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4"
        >
          {items.map((node) => (
            <LibraryCard
              key={node.id}
              item={node}
              acquired={t('library.acquired', { date: formatDate(node.acquiredAt, locale) })}
            />
          ))}
        </ul>
      )}
    </ConnectionList>
  );

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
