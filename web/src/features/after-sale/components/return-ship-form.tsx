import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { TextField } from '../../../components/ui/text-field.js';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { useServerErrors } from '../../../lib/forms/use-server-errors.js';
import { useStores } from '../../../stores/use-stores.js';
import { ReturnCarriersQuery } from '../api/return-carriers.js';
import { ShipAfterSaleReturnMutation } from '../api/ship-after-sale-return.js';
import { refreshAfterSales } from '../lib/refresh-after-sales.js';
import { RETURN_FIELDS, returnSchema } from '../lib/return-schema.js';

/** The buyer ships an approved return: a carrier and the tracking number, as the seller ships an order. */
export function ReturnShipForm({ afterSaleId }: { afterSaleId: string }) {
  const { t } = useTranslation(['aftersale', 'common']);
  const { ui } = useStores();
  const client = useApolloClient();
  const carriers = useQuery(ReturnCarriersQuery);
  const form = useRulesForm(returnSchema, { defaultValues: { carrierCode: '', trackingNumber: '' } });
  const { errors } = form.formState;
  const server = useServerErrors(form.setError, RETURN_FIELDS);
  const [ship, shipping] = useMutation(ShipAfterSaleReturnMutation);

  const submit = form.handleSubmit(async (input) => {
    try {
      const payload = (await ship({ variables: { id: afterSaleId, ...input } })).data?.shipAfterSaleReturn;
      if (!payload?.afterSale || payload.userErrors.length > 0) {
        server.showUserErrors(payload?.userErrors, t('common:ui.errors.server'));
        if (payload?.userErrors.some((error) => error.code === 'CONFLICT')) {
          void refreshAfterSales(client, { withDetail: true });
        }
        return;
      }
      ui.messages.show({ type: 'success', text: t('actions.ship.shipped') });
      void refreshAfterSales(client);
    } catch (error) {
      server.showRequestError(error);
    }
  });

  const options = (carriers.data?.carriers ?? []).map((carrier) => ({
    id: carrier.code,
    label: carrier.name,
  }));
  return (
    <section
      aria-labelledby="return-ship-form"
      className="rounded-3xl bg-surface p-5 ring-1 ring-accent/40 sm:p-6"
    >
      <h2 id="return-ship-form" className="font-semibold text-ink">
        {t('actions.ship.title')}
      </h2>
      <p className="mt-1 text-muted text-sm">{t('actions.ship.lead')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="carrierCode"
            render={({ field, fieldState }) => (
              <SelectField
                label={t('actions.ship.carrier')}
                name={field.name}
                options={options}
                value={field.value || null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('actions.ship.carrierPlaceholder')}
                error={
                  fieldState.error?.message ?? (carriers.error ? t('actions.ship.carriersFailed') : undefined)
                }
                isRequired
              />
            )}
          />
          <TextField
            label={t('actions.ship.trackingNumber')}
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            {...form.register('trackingNumber')}
            error={errors.trackingNumber?.message}
            required
          />
        </div>
        <FormMessage errors={errors} />
        <div className="flex justify-end">
          <Button type="submit" loading={shipping.loading}>
            {t('actions.ship.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
