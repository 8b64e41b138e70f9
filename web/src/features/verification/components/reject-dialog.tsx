import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { TextArea } from '../../../components/ui/text-area.js';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { toFormErrors } from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
import { RejectApplicationMutation } from '../api/reject-application.js';

export const REJECT_REASON_MAX = 200;

export type RejectDialogProps = {
  applicationId: string;
  applicantName: string;
  open: boolean;
  onClose: () => void;
};

/** Rejecting needs a reason (1–200 characters); the applicant reads it on their status page. */
export function RejectDialog({ applicationId, applicantName, open, onClose }: RejectDialogProps) {
  const { t } = useTranslation(['verification', 'common']);
  const { ui } = useStores();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [reject, { loading }] = useMutation(RejectApplicationMutation);

  function close() {
    setReason('');
    setReasonError(null);
    setFormError(null);
    onClose();
  }

  async function confirm() {
    const text = reason.trim();
    if (text.length < 1 || text.length > REJECT_REASON_MAX) {
      setReasonError(t('review.reasonRequired'));
      return;
    }
    setReasonError(null);
    setFormError(null);
    try {
      const { data } = await reject({ variables: { id: applicationId, reason: text } });
      const payload = data?.rejectApplication;
      if (!payload?.application || payload.userErrors.length > 0) {
        const errors = toFormErrors(payload?.userErrors, ['reason']);
        setReasonError(errors.fields.reason ?? null);
        setFormError(errors.form ?? (errors.fields.reason ? null : t('common:ui.errors.server')));
        return;
      }
      ui.messages.show({ type: 'success', text: t('review.rejected') });
      close();
    } catch (error) {
      setFormError(t(`common:ui.errors.${requestErrorKind(error)}`));
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('review.rejectTitle')}
      description={t('review.rejectText', { name: applicantName })}
      confirmLabel={t('review.reject')}
      cancelLabel={t('common:ui.cancel')}
      tone="danger"
      pending={loading}
      error={formError}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <TextArea
        label={t('review.reason')}
        hint={t('review.reasonHint')}
        rows={3}
        maxLength={REJECT_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
        required
      />
    </ConfirmDialog>
  );
}
