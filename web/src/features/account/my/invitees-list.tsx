import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { formatDate } from '../../../lib/format.js';
import { InviteesQuery } from '../api/invitees.js';
import { Avatar } from '../components/avatar.js';

export const INVITEES_PAGE_SIZE = 10;

/** People who registered with the viewer's invitation code, ten at a time. */
export function InviteesList() {
  const { t } = useTranslation('my');
  const { locale } = usePageContext();
  const query = useQuery(InviteesQuery, { variables: { first: INVITEES_PAGE_SIZE } });
  return (
    <ConnectionList
      connection={query.data?.viewer?.inviteesConnection}
      query={query}
      fallback={query.loading ? <p className="text-muted">{t('loading')}</p> : null}
      empty={<p className="text-muted">{t('overview.inviteesEmpty')}</p>}
      more={{
        label: t('overview.loadMore'),
        variant: 'ghost',
        size: 'sm',
        layout: 'inline',
        className: 'mt-3',
      }}
      className=""
    >
      {(invitees) => (
        <ul className="divide-y divide-line" data-testid="invitees">
          {invitees.map((invitee) => (
            <li key={invitee.id} className="flex items-center gap-3 py-3">
              <Avatar url={invitee.avatarUrl} name={invitee.nickname} />
              <span className="font-medium">{invitee.nickname}</span>
              <span className="ml-auto text-sm text-subtle">
                {t('overview.joined', { date: formatDate(invitee.joinedAt, locale) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ConnectionList>
  );
}
