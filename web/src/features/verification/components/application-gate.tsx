import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import type { ApplicationFieldsFragment } from '../../../graphql/generated/graphql';
import { VerificationStatusQuery } from '../api/verification-status.js';
import { KIND_PATHS, kindNotNeeded, type VerificationKind } from '../lib/kinds.js';
import { RealNameRequired } from './real-name-required.js';
import { StatusPanel } from './status-panel.js';

export type ApplicationGateProps = {
  kind: VerificationKind;
  /** Renders the form; `rejected` is the latest rejected application, for prefilling a resubmission. */
  children: (rejected: ApplicationFieldsFragment | null) => ReactNode;
};

/**
 * A form is only offered when an application can be filed: real-name verified, nothing under review, not
 * already approved. Deep links to the form in other states explain why and link back to the status page.
 */
export function ApplicationGate({ kind, children }: ApplicationGateProps) {
  const { t } = useTranslation(['verification', 'common']);
  const { data, error, refetch } = useQuery(VerificationStatusQuery);
  if (!data) {
    return <QueryFallback error={error} failedTitle={t('loadFailed')} onRetry={() => void refetch()} />;
  }
  const { viewer, verificationStatus: status } = data;
  if (!viewer?.realNameVerified) return <RealNameRequired pending={status.realName === 'UNDER_REVIEW'} />;
  const state = status[kind];
  const blocked =
    state === 'UNDER_REVIEW'
      ? t('form.pending')
      : state === 'APPROVED'
        ? t('form.alreadyApproved')
        : kindNotNeeded(kind, viewer.type)
          ? t(`${kind}.notNeeded`)
          : null;
  if (blocked) {
    return (
      <StatusPanel
        status={state === 'NOT_SUBMITTED' ? null : state}
        title={blocked}
        action={
          <Link to={KIND_PATHS[kind].status} className={buttonClassName('secondary')}>
            {t('backToStatus')}
          </Link>
        }
      />
    );
  }
  const application = kind === 'creator' ? status.creatorApplication : status.orgApplication;
  return children(state === 'REJECTED' && application?.status === 'REJECTED' ? application : null);
}
