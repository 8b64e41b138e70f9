import { useMutation } from '@apollo/client/react';
import { LIMITS } from '@nextland/rules';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.js';
import { CheckboxField } from '../../../components/ui/checkbox-field.js';
import { TextField } from '../../../components/ui/text-field.js';
import type { AddressFieldsFragment } from '../../../graphql/generated/graphql';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { AddressesQuery } from '../api/addresses.js';
import { CreateAddressMutation } from '../api/create-address.js';
import { UpdateAddressMutation } from '../api/update-address.js';
import { ADDRESS_FIELDS, type AddressFormValues, addressSchema } from '../lib/address-schema.js';
import { ProvinceField } from './province-field.js';

export type AddressFormProps = {
  /** The address being edited; a new one when absent. */
  address?: AddressFieldsFragment | undefined;
  /** The first address is the default whatever is ticked, so the box is not offered. */
  first: boolean;
  onDone: (address: AddressFieldsFragment) => void;
  onCancel: () => void;
};

function initialValues(address: AddressFieldsFragment | undefined, first: boolean): AddressFormValues {
  return {
    recipientName: address?.recipientName ?? '',
    phone: address?.phone ?? '',
    provinceCode: address?.province.code ?? '',
    city: address?.city ?? '',
    district: address?.district ?? '',
    street: address?.street ?? '',
    postcode: address?.postcode ?? '',
    isDefault: address?.isDefault ?? first,
  };
}

/** Add or edit an address (decision 0014: the shared rules, server errors on their fields). */
export function AddressForm({ address, first, onDone, onCancel }: AddressFormProps) {
  const { t } = useTranslation(['address', 'common']);
  const form = useRulesForm(addressSchema, { defaultValues: initialValues(address, first) });
  const { errors } = form.formState;
  // Only a success changes the list (and perhaps which address is default), so only then is it read again.
  const [create, creating] = useMutation(CreateAddressMutation, {
    refetchQueries: (result) => (result.data?.createAddress.address ? [AddressesQuery] : []),
    awaitRefetchQueries: true,
  });
  const [update, updating] = useMutation(UpdateAddressMutation, {
    refetchQueries: (result) => (result.data?.updateAddress.address ? [AddressesQuery] : []),
    awaitRefetchQueries: true,
  });
  const loading = creating.loading || updating.loading;
  const { submit: send } = useMutationSubmit({
    mutate: async (input: z.output<typeof addressSchema>) =>
      address
        ? (await update({ variables: { id: address.id, input } })).data?.updateAddress
        : (await create({ variables: { input } })).data?.createAddress,
    form: { setError: form.setError, fields: ADDRESS_FIELDS },
    result: (payload) => payload?.address,
    successText: t(address ? 'saved' : 'added'),
    onDone,
  });
  const submit = form.handleSubmit(send);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('form.recipientName')}
          maxLength={LIMITS.recipientName}
          autoComplete="name"
          {...form.register('recipientName')}
          error={errors.recipientName?.message}
          required
        />
        <TextField
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          inputMode="tel"
          autoComplete="tel-national"
          {...form.register('phone')}
          error={errors.phone?.message}
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="provinceCode"
          render={({ field, fieldState }) => (
            <ProvinceField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label={t('form.city')}
          maxLength={LIMITS.addressCity}
          {...form.register('city')}
          error={errors.city?.message}
          required
        />
        <TextField
          label={t('form.district')}
          maxLength={LIMITS.addressDistrict}
          {...form.register('district')}
          error={errors.district?.message}
          required
        />
      </div>
      <TextField
        label={t('form.street')}
        hint={t('form.streetHint')}
        maxLength={LIMITS.addressStreet}
        autoComplete="street-address"
        {...form.register('street')}
        error={errors.street?.message}
        required
      />
      <TextField
        label={t('form.postcode')}
        hint={t('form.postcodeHint')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
        className="sm:max-w-48"
        {...form.register('postcode')}
        error={errors.postcode?.message}
      />
      {first || address?.isDefault ? null : (
        <CheckboxField label={t('form.isDefault')} {...form.register('isDefault')} />
      )}
      <FormMessage errors={errors} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel} disabled={loading}>
          {t('common:ui.cancel')}
        </Button>
        <Button type="submit" loading={loading}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
