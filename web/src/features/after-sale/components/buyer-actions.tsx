import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import type { AfterSaleFieldsFragment } from '../../../graphql/generated/graphql';
import { WithdrawAfterSaleMutation } from '../api/withdraw-after-sale.js';
import { useAfterSaleMove } from '../lib/use-after-sale-move.js';

/** The buyer may withdraw a request while it awaits the seller or the return. */
export function BuyerActions({ afterSale }: { afterSale: AfterSaleFieldsFragment }) {
  const { t } = useTranslation('aftersale');
  const withdraw = useAfterSaleMove(t('actions.withdrawn'));
  const [callWithdraw, withdrawing] = useMutation(WithdrawAfterSaleMutation);
  if (afterSale.status !== 'AWAITING_SELLER' && afterSale.status !== 'AWAITING_RETURN') return null;
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" onClick={withdraw.ask}>
        {t('actions.withdraw')}
      </Button>
      <ConfirmDialog
        open={withdraw.open}
        title={t('actions.withdrawTitle')}
        description={t('actions.withdrawText')}
        confirmLabel={t('actions.withdraw')}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        pending={withdrawing.loading}
        error={withdraw.error}
        onCancel={withdraw.cancel}
        onConfirm={() =>
          void withdraw.run(
            async () => (await callWithdraw({ variables: { id: afterSale.id } })).data?.withdrawAfterSale,
          )
        }
      />
    </div>
  );
}
