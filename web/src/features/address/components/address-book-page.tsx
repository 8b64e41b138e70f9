import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@nextland/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import type { AddressFieldsFragment } from '../../../graphql/generated/graphql';
import { AddressesQuery } from '../api/addresses.js';
import { AddressFormDialog } from './address-form-dialog.js';
import { AddressItem } from './address-item.js';

/** What the dialog is doing: closed, adding, or editing one address. */
type Editing = { open: false } | { open: true; address?: AddressFieldsFragment };

/** `/my/address`: the delivery address book (default first); add and edit in a dialog. */
export function AddressBookPage() {
  const { t } = useTranslation(['address', 'common']);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const { data, error, refetch } = useQuery(AddressesQuery, { fetchPolicy: 'cache-and-network' });
  const addresses = data?.addresses ?? [];
  const full = addresses.length >= LIMITS.addresses;
  const add = () => setEditing({ open: true });

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-semibold text-2xl text-ink">{t('title')}</h1>
          <p className="mt-2 max-w-2xl text-muted">{t('lead')}</p>
        </div>
        {addresses.length > 0 && !full ? <Button onClick={add}>{t('add')}</Button> : null}
      </header>
      {!data ? (
        <QueryFallback error={error} failedTitle={t('loadFailed')} onRetry={() => void refetch()} />
      ) : addresses.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          text={t('emptyText')}
          action={<Button onClick={add}>{t('add')}</Button>}
        />
      ) : (
        <>
          <ul aria-label={t('listLabel')} className="grid gap-4">
            {addresses.map((address) => (
              <AddressItem
                key={address.id}
                address={address}
                onEdit={(chosen) => setEditing({ open: true, address: chosen })}
              />
            ))}
          </ul>
          <p className="text-muted text-sm">
            {full
              ? t('limitReached', { max: LIMITS.addresses })
              : t('count', { count: addresses.length, max: LIMITS.addresses })}
          </p>
        </>
      )}
      <AddressFormDialog
        open={editing.open}
        address={editing.open ? editing.address : undefined}
        first={addresses.length === 0}
        onDone={() => setEditing({ open: false })}
        onClose={() => setEditing({ open: false })}
      />
    </div>
  );
}
