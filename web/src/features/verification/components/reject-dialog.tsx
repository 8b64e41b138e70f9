import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { TextArea } from '../../../components/ui/text-area.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [reject] = useMutation(RejectApplicationMutation);
  // No react-hook-form here: the reason's error and the dialog's own line stand in for its fields.
  const showError: UseFormSetError<{ reason: string }> = (name, error) =>
    (name === 'reason' ? setReasonError : setFormError)(error.message ?? null);
  const rejecting = useMutationSubmit({
    mutate: async (text: string) =>
      (await reject({ variables: { id: applicationId, reason: text } })).data?.rejectApplication,
    form: { setError: showError, fields: ['reason'] },
    result: (payload) => payload?.application,
    successText: t('review.rejected'),
    onDone: close,
  });

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
    await rejecting.submit(text);
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('review.rejectTitle')}
      description={t('review.rejectText', { name: applicantName })}
      confirmLabel={t('review.reject')}
      cancelLabel={t('common:ui.cancel')}
      tone="danger"
      pending={rejecting.pending}
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
