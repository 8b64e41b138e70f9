import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import type { AfterSaleFieldsFragment } from '../../../graphql/generated/graphql';
import { formatMoney } from '../../../lib/format.js';
import { ConfirmAfterSaleReceiptMutation } from '../api/confirm-after-sale-receipt.js';
import { useAfterSaleMove } from '../lib/use-after-sale-move.js';
import { ApproveAction } from './approve-action.js';
import { RejectAction } from './reject-action.js';

/** The seller approves or rejects a request awaiting them, and confirms receiving a return. */
export function SellerActions({ afterSale }: { afterSale: AfterSaleFieldsFragment }) {
  const { t } = useTranslation('aftersale');
  const { locale } = usePageContext();
  const receive = useAfterSaleMove(t('actions.received'));
  const [callReceive, receiving] = useMutation(ConfirmAfterSaleReceiptMutation);
  if (afterSale.status === 'AWAITING_SELLER') {
    return (
      <div className="flex flex-wrap gap-3">
        <RejectAction afterSaleId={afterSale.id} />
        <ApproveAction afterSale={afterSale} />
      </div>
    );
  }
  if (afterSale.status !== 'AWAITING_RECEIPT') return null;
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={receive.ask}>{t('actions.receive')}</Button>
      <ConfirmDialog
        open={receive.open}
        title={t('actions.receiveTitle')}
        description={t('actions.receiveText', { amount: formatMoney(afterSale.requested.amount, locale) })}
        confirmLabel={t('actions.receive')}
        cancelLabel={t('actions.cancel')}
        pending={receiving.loading}
        error={receive.error}
        onCancel={receive.cancel}
        onConfirm={() =>
          void receive.run(
            async () =>
              (await callReceive({ variables: { id: afterSale.id } })).data?.confirmAfterSaleReceipt,
          )
        }
      />
    </div>
  );
}
