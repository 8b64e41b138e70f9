import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import type { ApplicationKind } from '../../../graphql/generated/graphql';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { toFormErrors } from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
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
  const { ui } = useStores();
  const [error, setError] = useState<string | null>(null);
  const [approve, { loading }] = useMutation(ApproveApplicationMutation);

  function close() {
    setError(null);
    onClose();
  }

  async function confirm() {
    setError(null);
    try {
      const { data } = await approve({ variables: { id: applicationId } });
      const payload = data?.approveApplication;
      if (!payload?.application || payload.userErrors.length > 0) {
        setError(toFormErrors(payload?.userErrors).form ?? t('common:ui.errors.server'));
        return;
      }
      ui.messages.show({ type: 'success', text: t('review.approved') });
      close();
    } catch (cause) {
      setError(t(`common:ui.errors.${requestErrorKind(cause)}`));
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('review.approveTitle')}
      description={t('review.approveText', { name: applicantName, kind: t(`review.kindNames.${kind}`) })}
      confirmLabel={t('review.approve')}
      cancelLabel={t('common:ui.cancel')}
      pending={loading}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  );
}
