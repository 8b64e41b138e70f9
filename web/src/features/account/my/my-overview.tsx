import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { buttonClassName } from '../../../components/ui/button.js';
import { formatCount, formatDate } from '../../../lib/format.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { InviteesQuery } from '../api/invitees.js';
import { RealNameReviewQuery } from '../api/real-name-review.js';
import { ViewerQuery } from '../api/viewer.js';
import { Avatar } from '../components/avatar.js';
import { CopyTextButton } from './copy-text-button.js';
import { INVITEES_PAGE_SIZE, InviteesList } from './invitees-list.js';
import { TypeBadge } from './type-badge.js';

/** `/my`: who you are, your numbers, your invitation code and the people you invited. */
export function MyOverview() {
  const { t } = useTranslation('my');
  const { locale } = usePageContext();
  const viewer = useQuery(ViewerQuery).data?.viewer;
  // The same query and variables as InviteesList: one request serves the count and the list.
  const invitees = useQuery(InviteesQuery, { variables: { first: INVITEES_PAGE_SIZE } }).data?.viewer
    ?.inviteesConnection;
  if (!viewer) return null;
  const inviteLink = `${window.location.origin}${localizePath(`/login?invite=${viewer.invitationCode}`, locale)}`;
  return (
    <div className="grid gap-6">
      <section className="flex flex-wrap items-center gap-5 rounded-2xl border border-line bg-surface p-6">
        <Avatar url={viewer.avatarUrl} name={viewer.nickname} size="lg" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold" data-testid="my-nickname">
              {viewer.nickname}
            </h1>
            <TypeBadge type={viewer.type} />
          </div>
          <p className="mt-1 text-sm text-muted">
            {t('overview.memberSince', { date: formatDate(viewer.createdAt, locale) })}
          </p>
        </div>
        <dl className="ml-auto flex gap-8 text-center">
          <div>
            <dt className="text-xs text-subtle">{t('overview.unread')}</dt>
            <dd className="text-2xl font-semibold">{viewer.unreadMessageCount}</dd>
          </div>
          <div>
            <dt className="text-xs text-subtle">{t('overview.invitees')}</dt>
            <dd className="text-2xl font-semibold" data-testid="invitee-count">
              {invitees ? formatCount(invitees.totalCount, locale) : '–'}
            </dd>
          </div>
        </dl>
      </section>
      {viewer.realNameVerified ? null : <VerifyPrompt />}
      <section className="rounded-2xl border border-line bg-surface p-6">
        <h2 className="text-lg font-semibold">{t('overview.inviteTitle')}</h2>
        <p className="mt-1 text-sm text-muted">{t('overview.inviteText')}</p>
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <div>
            <p className="text-xs text-subtle">{t('overview.invitationCode')}</p>
            <p className="font-mono text-2xl tracking-[0.2em] text-accent" data-testid="invitation-code">
              {viewer.invitationCode}
            </p>
          </div>
          <CopyTextButton text={viewer.invitationCode} label={t('overview.copyCode')} />
          <CopyTextButton text={inviteLink} label={t('overview.copyLink')} />
        </div>
        <p className="mt-3 break-all text-xs text-subtle" data-testid="invite-link">
          {inviteLink}
        </p>
        <h3 className="mt-8 text-base font-semibold">{t('overview.inviteesTitle')}</h3>
        <div className="mt-2">
          <InviteesList />
        </div>
      </section>
    </div>
  );
}

/** Unverified accounts: an invitation to verify, or word that the application is with the reviewers. */
function VerifyPrompt() {
  const { t } = useTranslation('my');
  const realName = useQuery(RealNameReviewQuery).data?.verificationStatus.realName;
  return (
    <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-accent/40 p-5">
      {realName === 'UNDER_REVIEW' ? (
        <p className="text-sm text-ink" data-testid="overview-real-name-pending">
          {t('overview.verifyPending')}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink">{t('overview.verifyPrompt')}</p>
          <Link to="/account" className={buttonClassName('primary', 'sm')}>
            {t('overview.verifyAction')}
          </Link>
        </>
      )}
    </section>
  );
}
