import { useTranslation } from 'react-i18next';
import type { AddressFieldsFragment } from '../../../graphql/generated/graphql';
import { placeOf } from '../lib/address-lines.js';

/** Who and where, with the default badge: the address book's cards and the picker's options. */
export function AddressSummary({ address }: { address: AddressFieldsFragment }) {
  const { t } = useTranslation('address');
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        <span>{address.recipientName}</span>
        <span className="font-normal text-muted tabular-nums">{address.phone}</span>
        {address.isDefault ? (
          <span className="rounded-full border border-accent/50 px-2 py-0.5 font-medium text-accent text-xs">
            {t('default')}
          </span>
        ) : null}
      </p>
      <p className="mt-1 text-ink">{placeOf(address)}</p>
      <p className="mt-0.5 break-words text-muted text-sm">
        {address.street}
        {address.postcode ? ` · ${address.postcode}` : ''}
      </p>
    </div>
  );
}
