import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { TextArea } from '../../../components/ui/text-area.js';
import { RejectAfterSaleMutation } from '../api/reject-after-sale.js';
import { useAfterSaleMove } from '../lib/use-after-sale-move.js';

/** Reject with a reason of 1–200 characters, which the buyer sees. */
export function RejectAction({ afterSaleId }: { afterSaleId: string }) {
  const { t } = useTranslation('aftersale');
  const reject = useAfterSaleMove(t('actions.rejected'));
  const [call, calling] = useMutation(RejectAfterSaleMutation);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);

  function confirm() {
    const text = reason.trim();
    if (text.length < 1 || text.length > 200) {
      setInvalid(true);
      return;
    }
    void reject.run(
      async () => (await call({ variables: { id: afterSaleId, reason: text } })).data?.rejectAfterSale,
    );
  }

  return (
    <>
      <Button variant="secondary" onClick={reject.ask}>
        {t('actions.reject')}
      </Button>
      <ConfirmDialog
        open={reject.open}
        title={t('actions.rejectTitle')}
        confirmLabel={t('actions.reject')}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        pending={calling.loading}
        error={reject.error}
        onCancel={reject.cancel}
        onConfirm={confirm}
      >
        <TextArea
          label={t('actions.rejectReason')}
          hint={t('actions.rejectReasonHint')}
          value={reason}
          maxLength={200}
          rows={3}
          required
          onChange={(event) => {
            setReason(event.target.value);
            setInvalid(false);
          }}
          error={invalid ? t('actions.rejectReasonRequired') : null}
        />
      </ConfirmDialog>
    </>
  );
}
