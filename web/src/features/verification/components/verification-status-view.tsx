import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { buttonClassName } from '../../../components/ui/button.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import { formatDate } from '../../../lib/format.js';
import { VerificationStatusQuery } from '../api/verification-status.js';
import { KIND_PATHS, kindNotNeeded, type VerificationKind } from '../lib/kinds.js';
import { PageHeading } from './page-heading.js';
import { RealNameRequired } from './real-name-required.js';
import { StatusPanel } from './status-panel.js';

/** The status page of one kind: what to do next, from `verificationStatus`. */
export function VerificationStatusView({ kind }: { kind: VerificationKind }) {
  const { t } = useTranslation(['verification', 'common']);
  const { locale } = usePageContext();
  // Fresh on every visit: a reviewer may have decided since the cached answer.
  const { data, error, refetch } = useQuery(VerificationStatusQuery, { fetchPolicy: 'cache-and-network' });
  const heading = <PageHeading title={t(`${kind}.title`)} lead={t(`${kind}.lead`)} />;

  if (!data) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <QueryFallback error={error} failedTitle={t('loadFailed')} onRetry={() => void refetch()} />
      </div>
    );
  }

  const { viewer, verificationStatus: status } = data;
  const state = status[kind];
  const application = kind === 'creator' ? status.creatorApplication : status.orgApplication;
  const formLink = (label: string) => (
    <Link to={KIND_PATHS[kind].form} className={buttonClassName()}>
      {label}
    </Link>
  );

  let body: ReactNode;
  if (!viewer?.realNameVerified) {
    body = <RealNameRequired pending={status.realName === 'UNDER_REVIEW'} />;
  } else if (state === 'NOT_SUBMITTED' && kindNotNeeded(kind, viewer.type)) {
    body = <StatusPanel status={null} title={t(`${kind}.notNeeded`)} />;
  } else if (state === 'UNDER_REVIEW') {
    body = (
      <StatusPanel status={state} title={t(`${kind}.underReviewTitle`)} text={t(`${kind}.underReviewText`)}>
        {application ? (
          <p className="text-muted text-sm">
            {t('submittedOn', { date: formatDate(application.createdAt, locale, 'dateTime') })}
          </p>
        ) : null}
      </StatusPanel>
    );
  } else if (state === 'APPROVED') {
    body = (
      <StatusPanel status={state} title={t(`${kind}.approvedTitle`)} text={t(`${kind}.approvedText`)}>
        <span className="inline-flex items-center gap-2 rounded-full border border-accent/40 px-3 py-1 text-accent text-xs uppercase tracking-[0.2em]">
          <span aria-hidden="true">✓</span>
          {t(`${kind}.approvedBadge`)}
        </span>
      </StatusPanel>
    );
  } else if (state === 'REJECTED') {
    const reason = application?.rejectReason ?? status.rejectReason;
    body = (
      <StatusPanel
        status={state}
        title={t(`${kind}.rejectedTitle`)}
        text={t(`${kind}.rejectedText`)}
        action={formLink(t(`${kind}.resubmit`))}
      >
        {reason ? (
          <div className="rounded-2xl border border-danger/40 bg-danger/5 p-4">
            <p className="font-medium text-danger text-xs uppercase tracking-wider">{t('rejectReason')}</p>
            <p className="mt-1 whitespace-pre-line text-ink">{reason}</p>
          </div>
        ) : null}
        {application?.reviewedAt ? (
          <p className="mt-3 text-muted text-sm">
            {t('reviewedOn', { date: formatDate(application.reviewedAt, locale, 'dateTime') })}
          </p>
        ) : null}
      </StatusPanel>
    );
  } else {
    body = (
      <StatusPanel
        status={state}
        title={t(`${kind}.notSubmittedTitle`)}
        text={t(`${kind}.notSubmittedText`)}
        action={formLink(t(`${kind}.start`))}
      >
        <Requirements kind={kind} />
      </StatusPanel>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {heading}
      {body}
    </div>
  );
}

function Requirements({ kind }: { kind: VerificationKind }) {
  const { t } = useTranslation('verification');
  const items =
    kind === 'creator'
      ? [
          t('creator.requirements.field'),
          t('creator.requirements.portfolio'),
          t('creator.requirements.idImages'),
        ]
      : [t('org.requirements.orgName'), t('org.requirements.licenseImage'), t('org.requirements.contact')];
  return (
    <ul className="grid gap-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-ink">
          <span aria-hidden="true" className="text-accent">
            •
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
