import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import type { ReviewQueueQuery } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';
import { ApplicationDataView } from './application-data-view.js';
import { ApproveDialog } from './approve-dialog.js';
import { NicknameFlag } from './nickname-flag.js';
import { RejectDialog } from './reject-dialog.js';
import { StatusBadge } from './status-badge.js';

export type ReviewRecord = ReviewQueueQuery['reviewQueueConnection']['edges'][number]['node'];

/** One application in the queue; decided ones show the outcome instead of the actions. */
export function ReviewApplicationCard({ application }: { application: ReviewRecord }) {
  const { t } = useTranslation('verification');
  const { locale } = usePageContext();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const name = application.applicant?.nickname ?? t('review.unknownApplicant');
  return (
    <article
      aria-labelledby={`application-${application.id}`}
      className="flex flex-col gap-5 rounded-3xl bg-surface p-6 ring-1 ring-line"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`application-${application.id}`} className="font-semibold text-ink text-lg">
            {name}
          </h2>
          {application.applicant?.nicknameFlagged ? <NicknameFlag /> : null}
          <p className="mt-1 text-muted text-sm">
            {application.applicant ? `${t(`accountTypes.${application.applicant.type}`)} · ` : ''}
            {t('submittedOn', { date: formatDate(application.createdAt, locale, 'dateTime') })}
          </p>
        </div>
        <StatusBadge status={application.status} />
      </header>
      <ApplicationDataView application={application} />
      {application.status === 'REJECTED' && application.rejectReason ? (
        <p className="text-sm">
          <span className="text-muted">{t('rejectReason')}: </span>
          <span className="text-ink">{application.rejectReason}</span>
        </p>
      ) : null}
      {application.reviewedAt ? (
        <p className="text-muted text-sm">
          {t('reviewedOn', { date: formatDate(application.reviewedAt, locale, 'dateTime') })}
        </p>
      ) : null}
      {application.status === 'UNDER_REVIEW' ? (
        <div className="flex flex-wrap gap-3 border-line border-t pt-5">
          <Button onClick={() => setDialog('approve')}>{t('review.approve')}</Button>
          <Button variant="danger" onClick={() => setDialog('reject')}>
            {t('review.reject')}
          </Button>
        </div>
      ) : null}
      <ApproveDialog
        applicationId={application.id}
        applicantName={name}
        kind={application.kind}
        open={dialog === 'approve'}
        onClose={() => setDialog(null)}
      />
      <RejectDialog
        applicationId={application.id}
        applicantName={name}
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
      />
    </article>
  );
}
