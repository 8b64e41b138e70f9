import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { formatDate } from '../../../lib/format.js';
import { InviteesQuery } from '../api/invitees.js';
import { Avatar } from '../components/avatar.js';

const PAGE_SIZE = 10;

/** People who registered with the viewer's invitation code, ten at a time. */
export function InviteesList() {
  const { t } = useTranslation('my');
  const { locale } = usePageContext();
  const { data, loading, fetchMore } = useQuery(InviteesQuery, {
    variables: { page: { current: 1, size: PAGE_SIZE } },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.viewer?.invitees;
  if (!page) return loading ? <p className="text-muted">{t('loading')}</p> : null;
  if (page.records.length === 0) return <p className="text-muted">{t('overview.inviteesEmpty')}</p>;

  function loadMore() {
    if (!page) return;
    void fetchMore({
      variables: { page: { current: page.pageInfo.current + 1, size: PAGE_SIZE } },
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.viewer?.invitees;
        const next = fetchMoreResult.viewer?.invitees;
        if (!previous.viewer || !before || !next) return previous;
        const seen = new Set(before.records.map((r) => r.id));
        return {
          viewer: {
            ...previous.viewer,
            invitees: {
              records: [...before.records, ...next.records.filter((r) => !seen.has(r.id))],
              pageInfo: next.pageInfo,
            },
          },
        };
      },
    });
  }

  return (
    <div>
      <ul className="divide-y divide-line" data-testid="invitees">
        {page.records.map((invitee) => (
          <li key={invitee.id} className="flex items-center gap-3 py-3">
            <Avatar url={invitee.avatarUrl} name={invitee.nickname} />
            <span className="font-medium">{invitee.nickname}</span>
            <span className="ml-auto text-sm text-subtle">
              {t('overview.joined', { date: formatDate(invitee.joinedAt, locale) })}
            </span>
          </li>
        ))}
      </ul>
      {page.pageInfo.hasNext ? (
        <Button variant="ghost" size="sm" loading={loading} onClick={loadMore} className="mt-3">
          {t('overview.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
