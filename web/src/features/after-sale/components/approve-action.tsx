import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { SelectField } from '../../../components/ui/select-field.js';
import type { AfterSaleFieldsFragment } from '../../../graphql/generated/graphql';
import { formatMoney } from '../../../lib/format.js';
import { ApproveAfterSaleMutation } from '../api/approve-after-sale.js';
import { ReturnAddressesQuery } from '../api/return-addresses.js';
import { useAfterSaleMove } from '../lib/use-after-sale-move.js';

/**
 * Approve: a refund only is refunded at once; a return needs one of the seller's addresses (default first),
 * copied onto the request as where the buyer sends the goods.
 */
export function ApproveAction({ afterSale }: { afterSale: AfterSaleFieldsFragment }) {
  const { t } = useTranslation('aftersale');
  const { locale } = usePageContext();
  const approve = useAfterSaleMove(t('actions.approved'));
  const [call, calling] = useMutation(ApproveAfterSaleMutation);
  const isReturn = afterSale.type === 'RETURN_AND_REFUND';
  const addresses = useQuery(ReturnAddressesQuery, { skip: !isReturn || !approve.open });
  const [picked, setPicked] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const list = addresses.data?.addresses ?? [];
  const addressId = picked ?? list.find((address) => address.isDefault)?.id ?? list[0]?.id ?? null;

  function confirm() {
    if (isReturn && !addressId) {
      setMissing(true);
      return;
    }
    void approve.run(
      async () =>
        (await call({ variables: { id: afterSale.id, addressId: isReturn ? addressId : null } })).data
          ?.approveAfterSale,
    );
  }

  return (
    <>
      <Button onClick={approve.ask}>{t('actions.approve')}</Button>
      <ConfirmDialog
        open={approve.open}
        title={t('actions.approveTitle')}
        description={
          isReturn
            ? t('actions.approveReturnText')
            : t('actions.approveRefundText', { amount: formatMoney(afterSale.requested.amount, locale) })
        }
        confirmLabel={t('actions.approve')}
        cancelLabel={t('actions.cancel')}
        pending={calling.loading}
        error={approve.error}
        onCancel={approve.cancel}
        onConfirm={confirm}
      >
        {isReturn ? (
          addresses.data && list.length === 0 ? (
            <p className="text-danger text-sm">{t('actions.noAddress')}</p>
          ) : (
            <SelectField
              label={t('actions.address')}
              options={list.map((address) => ({
                id: address.id,
                label: `${address.recipientName} · ${address.province.name}${address.city}${address.district} ${address.street}`,
              }))}
              value={addressId}
              onChange={(id) => {
                setPicked(id);
                setMissing(false);
              }}
              placeholder={t('actions.addressPlaceholder')}
              error={missing ? t('actions.addressRequired') : undefined}
              isRequired
            />
          )
        ) : null}
      </ConfirmDialog>
    </>
  );
}
