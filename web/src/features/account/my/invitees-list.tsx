import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { useLoadMore } from '../../../lib/apollo/use-load-more.js';
import { formatDate } from '../../../lib/format.js';
import { useRequestErrorToast } from '../../../lib/graphql/use-request-error-toast.js';
import { InviteesQuery } from '../api/invitees.js';
import { Avatar } from '../components/avatar.js';

export const INVITEES_PAGE_SIZE = 10;

/** People who registered with the viewer's invitation code, ten at a time. */
export function InviteesList() {
  const { t } = useTranslation('my');
  const { locale } = usePageContext();
  const { data, loading, fetchMore } = useQuery(InviteesQuery, { variables: { first: INVITEES_PAGE_SIZE } });
  const connection = data?.viewer?.inviteesConnection;
  const toastError = useRequestErrorToast();
  const { loadMore, loadingMore } = useLoadMore(connection?.pageInfo, fetchMore, { onError: toastError });
  if (!connection) return loading ? <p className="text-muted">{t('loading')}</p> : null;
  if (connection.edges.length === 0) return <p className="text-muted">{t('overview.inviteesEmpty')}</p>;

  return (
    <div>
      <ul className="divide-y divide-line" data-testid="invitees">
        {connection.edges.map(({ node: invitee }) => (
          <li key={invitee.id} className="flex items-center gap-3 py-3">
            <Avatar url={invitee.avatarUrl} name={invitee.nickname} />
            <span className="font-medium">{invitee.nickname}</span>
            <span className="ml-auto text-sm text-subtle">
              {t('overview.joined', { date: formatDate(invitee.joinedAt, locale) })}
            </span>
          </li>
        ))}
      </ul>
      {connection.pageInfo.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          loading={loadingMore}
          onClick={() => void loadMore()}
          className="mt-3"
        >
          {t('overview.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
