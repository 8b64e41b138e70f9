import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import { VerificationStatusQuery } from '../api/verification-status.js';
import { realNameData } from '../lib/application-data.js';
import { RealNameApplyForm } from './real-name-apply-form.js';
import { RealNamePending } from './real-name-pending.js';
import { ResubmitNotice } from './resubmit-notice.js';

/**
 * The real-name part of /my/account for accounts not yet verified, by the state of their application: the form,
 * "under review" (officials decide; a second application would be refused), or the rejection's reason above
 * the form prefilled for resubmission.
 */
export function RealNameForm() {
  const { t } = useTranslation(['verification', 'common']);
  // Fresh on every visit: an official may have decided since the cached answer.
  const { data, error, refetch } = useQuery(VerificationStatusQuery, { fetchPolicy: 'cache-and-network' });
  if (!data) {
    return <QueryFallback error={error} failedTitle={t('loadFailed')} onRetry={() => void refetch()} />;
  }

  const { viewer, verificationStatus: status } = data;
  const application = status.realNameApplication;
  // The account page shows the verified name itself; this covers a viewer it has cached from before approval.
  if (viewer?.realNameVerified || status.realName === 'APPROVED') {
    return <p className="text-success">{t('realName.done')}</p>;
  }
  if (status.realName === 'UNDER_REVIEW') return <RealNamePending submittedAt={application?.createdAt} />;
  const rejected = status.realName === 'REJECTED' ? application : null;
  return (
    <div className="flex flex-col gap-5">
      {rejected ? (
        <ResubmitNotice
          reason={rejected.rejectReason ?? status.rejectReason}
          text={t('realName.resubmitting')}
        />
      ) : null}
      <RealNameApplyForm key={rejected?.id ?? 'new'} previous={realNameData(rejected)} />
    </div>
  );
}
