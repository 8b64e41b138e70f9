// https://react-spectrum.adobe.com/react-aria/RadioGroup.html — one of the viewer's addresses, for checkout.
import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@nextland/rules';
import { useEffect, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import { AddressesQuery } from '../api/addresses.js';
import { AddressFormDialog } from './address-form-dialog.js';
import { AddressSummary } from './address-summary.js';

export type AddressPickerProps = {
  /** The chosen address id; null until one is chosen (the default is then chosen for the user). */
  value: string | null;
  onChange: (id: string) => void;
  label?: string;
};

/**
 * Choose where to ship: the viewer's addresses as a radio group (arrow keys move the choice), starting on
 * the default, plus "add a new address", which opens the address form and chooses what was added.
 */
export function AddressPicker({ value, onChange, label }: AddressPickerProps) {
  const { t } = useTranslation(['address', 'common']);
  const [adding, setAdding] = useState(false);
  const { data, error, refetch } = useQuery(AddressesQuery, { fetchPolicy: 'cache-and-network' });
  const addresses = data?.addresses ?? [];
  const fallback = addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id ?? null;

  useEffect(() => {
    if (value === null && fallback !== null) onChange(fallback);
  }, [value, fallback, onChange]);

  if (!data) {
    return <QueryFallback error={error} failedTitle={t('loadFailed')} onRetry={() => void refetch()} />;
  }

  return (
    <div className="flex flex-col gap-3">
      <RadioGroup value={value} onChange={onChange} className="flex flex-col gap-3">
        <Label className="font-medium text-ink text-sm">{label ?? t('picker.label')}</Label>
        {addresses.length === 0 ? <p className="text-muted text-sm">{t('picker.empty')}</p> : null}
        {addresses.map((address) => (
          <Radio
            key={address.id}
            value={address.id}
            className="flex cursor-pointer items-start gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line transition data-[selected]:ring-2 data-[selected]:ring-accent data-[focus-visible]:ring-ink/40"
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className={`mt-1 size-4 shrink-0 rounded-full ring-1 ${isSelected ? 'bg-accent ring-accent ring-offset-2 ring-offset-surface' : 'ring-line'}`}
                />
                <AddressSummary address={address} />
              </>
            )}
          </Radio>
        ))}
      </RadioGroup>
      {addresses.length < LIMITS.addresses ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            {t('picker.addNew')}
          </Button>
        </div>
      ) : null}
      <AddressFormDialog
        open={adding}
        first={addresses.length === 0}
        onDone={(added) => {
          setAdding(false);
          onChange(added.id);
        }}
        onClose={() => setAdding(false)}
      />
    </div>
  );
}
