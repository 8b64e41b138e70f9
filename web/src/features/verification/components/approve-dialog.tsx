import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import type { ApplicationKind } from '../../../graphql/generated/graphql';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { ApproveApplicationMutation } from '../api/approve-application.js';

export type ApproveDialogProps = {
  applicationId: string;
  applicantName: string;
  kind: ApplicationKind;
  open: boolean;
  onClose: () => void;
};

/** Approving changes the applicant's account type, so it is confirmed first. */
export function ApproveDialog({ applicationId, applicantName, kind, open, onClose }: ApproveDialogProps) {
  const { t } = useTranslation(['verification', 'common']);
  const [error, setError] = useState<string | null>(null);
  const [approve] = useMutation(ApproveApplicationMutation);

  function close() {
    setError(null);
    onClose();
  }

  const approving = useMutationSubmit({
    mutate: async () => (await approve({ variables: { id: applicationId } })).data?.approveApplication,
    showError: setError,
    result: (payload) => payload?.application,
    successText: t('review.approved'),
    onDone: close,
  });

  async function confirm() {
    setError(null);
    await approving.submit(undefined);
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('review.approveTitle')}
      description={t('review.approveText', { name: applicantName, kind: t(`review.kindNames.${kind}`) })}
      confirmLabel={t('review.approve')}
      cancelLabel={t('common:ui.cancel')}
      pending={approving.pending}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  );
}
