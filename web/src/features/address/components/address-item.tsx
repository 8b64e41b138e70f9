import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import type { AddressFieldsFragment } from '../../../graphql/generated/graphql';
import { useItemActions } from '../../../lib/graphql/use-item-actions.js';
import { AddressesQuery } from '../api/addresses.js';
import { DeleteAddressMutation } from '../api/delete-address.js';
import { SetDefaultAddressMutation } from '../api/set-default-address.js';
import { placeOf } from '../lib/address-lines.js';
import { AddressSummary } from './address-summary.js';

/** One address: who, where, the default badge; edit, make default, delete (confirmed). */
export function AddressItem({
  address,
  onEdit,
}: {
  address: AddressFieldsFragment;
  onEdit: (address: AddressFieldsFragment) => void;
}) {
  const { t } = useTranslation(['address', 'common']);
  // Both change which address is default (deleting the default promotes another), so the list is re-read.
  const [setDefault, defaulting] = useMutation(SetDefaultAddressMutation, {
    refetchQueries: (result) => (result.data?.setDefaultAddress.ok ? [AddressesQuery] : []),
    awaitRefetchQueries: true,
  });
  const [remove, removing] = useMutation(DeleteAddressMutation, {
    refetchQueries: (result) => (result.data?.deleteAddress.ok ? [AddressesQuery] : []),
    awaitRefetchQueries: true,
  });

  const actions = useItemActions({ defaultSet: t('defaultSet'), removed: t('removed') });
  const makeDefault = () =>
    actions.makeDefault(
      async () => (await setDefault({ variables: { id: address.id } })).data?.setDefaultAddress,
    );
  const confirmRemove = () =>
    actions.confirmRemove(async () => (await remove({ variables: { id: address.id } })).data?.deleteAddress);

  return (
    <li
      aria-label={`${address.recipientName}, ${placeOf(address)}`}
      className="flex flex-wrap items-start justify-between gap-4 rounded-3xl bg-surface p-6 ring-1 ring-line"
    >
      <AddressSummary address={address} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onEdit(address)}>
          {t('edit')}
        </Button>
        {address.isDefault ? null : (
          <Button
            variant="secondary"
            size="sm"
            loading={defaulting.loading}
            onClick={() => void makeDefault()}
          >
            {t('setDefault')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={actions.removal.ask}>
          {t('remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={actions.removal.open}
        title={t('removeTitle')}
        description={t('removeText', { name: address.recipientName, place: placeOf(address) })}
        confirmLabel={t('remove')}
        cancelLabel={t('common:ui.cancel')}
        tone="danger"
        pending={removing.loading}
        error={actions.removal.error}
        onConfirm={() => void confirmRemove()}
        onCancel={actions.removal.cancel}
      />
    </li>
  );
}
