import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import type { AddressFieldsFragment } from '../../../graphql/generated/graphql';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { toFormErrors } from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
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
  const { ui } = useStores();
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  // Both change which address is default (deleting the default promotes another), so the list is re-read.
  const [setDefault, defaulting] = useMutation(SetDefaultAddressMutation, {
    refetchQueries: (result) => (result.data?.setDefaultAddress.ok ? [AddressesQuery] : []),
    awaitRefetchQueries: true,
  });
  const [remove, removing] = useMutation(DeleteAddressMutation, {
    refetchQueries: (result) => (result.data?.deleteAddress.ok ? [AddressesQuery] : []),
    awaitRefetchQueries: true,
  });

  const failure = (errors: readonly { field?: string | null; code: string; message: string }[] | undefined) =>
    toFormErrors(errors).form ?? t('common:ui.errors.server');

  async function makeDefault() {
    try {
      const { data } = await setDefault({ variables: { id: address.id } });
      if (data?.setDefaultAddress.ok) ui.messages.show({ type: 'success', text: t('defaultSet') });
      else ui.messages.show({ type: 'error', text: failure(data?.setDefaultAddress.userErrors) });
    } catch (error) {
      ui.messages.show({ type: 'error', text: t(`common:ui.errors.${requestErrorKind(error)}`) });
    }
  }

  async function confirmRemove() {
    setRemoveError(null);
    try {
      const { data } = await remove({ variables: { id: address.id } });
      if (!data?.deleteAddress.ok) {
        setRemoveError(failure(data?.deleteAddress.userErrors));
        return;
      }
      setConfirming(false);
      ui.messages.show({ type: 'success', text: t('removed') });
    } catch (error) {
      setRemoveError(t(`common:ui.errors.${requestErrorKind(error)}`));
    }
  }

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
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {t('remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('removeTitle')}
        description={t('removeText', { name: address.recipientName, place: placeOf(address) })}
        confirmLabel={t('remove')}
        cancelLabel={t('common:ui.cancel')}
        tone="danger"
        pending={removing.loading}
        error={removeError}
        onConfirm={() => void confirmRemove()}
        onCancel={() => {
          setRemoveError(null);
          setConfirming(false);
        }}
      />
    </li>
  );
}
