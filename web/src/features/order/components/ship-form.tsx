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
import { CarriersQuery } from '../api/carriers.js';
import { ShipOrderMutation } from '../api/ship-order.js';
import { refreshOrderLists } from '../lib/refresh-orders.js';
import { SHIP_FIELDS, shipSchema } from '../lib/ship-schema.js';

/**
 * The seller ships an order awaiting shipment (decision 0014's form pattern): a carrier from `carriers` and
 * the tracking number. The answer is the shipped order, which replaces the cached one, so the page turns to
 * "shipped" and this form goes away.
 */
export function ShipForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['order', 'common']);
  const { ui } = useStores();
  const client = useApolloClient();
  const carriers = useQuery(CarriersQuery);
  const form = useRulesForm(shipSchema, { defaultValues: { carrierCode: '', trackingNumber: '' } });
  const { errors } = form.formState;
  const server = useServerErrors(form.setError, SHIP_FIELDS);
  const [ship, shipping] = useMutation(ShipOrderMutation);

  const submit = form.handleSubmit(async (input) => {
    try {
      const payload = (await ship({ variables: { id: orderId, ...input } })).data?.shipOrder;
      if (!payload?.order || payload.userErrors.length > 0) {
        server.showUserErrors(payload?.userErrors, t('common:ui.errors.server'));
        if (payload?.userErrors.some((error) => error.code === 'CONFLICT')) {
          void refreshOrderLists(client, { withOrder: true });
        }
        return;
      }
      ui.messages.show({ type: 'success', text: t('ship.shipped') });
      void refreshOrderLists(client);
    } catch (error) {
      server.showRequestError(error);
    }
  });

  const options = (carriers.data?.carriers ?? []).map((carrier) => ({
    id: carrier.code,
    label: carrier.name,
  }));

  return (
    <section aria-labelledby="ship-form" className="rounded-3xl bg-surface p-5 ring-1 ring-accent/40 sm:p-6">
      <h2 id="ship-form" className="font-semibold text-ink">
        {t('ship.title')}
      </h2>
      <p className="mt-1 text-muted text-sm">{t('ship.lead')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="carrierCode"
            render={({ field, fieldState }) => (
              <SelectField
                label={t('ship.carrier')}
                name={field.name}
                options={options}
                value={field.value || null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('ship.carrierPlaceholder')}
                error={fieldState.error?.message ?? (carriers.error ? t('ship.carriersFailed') : undefined)}
                isRequired
              />
            )}
          />
          <TextField
            label={t('ship.trackingNumber')}
            hint={t('ship.trackingHint')}
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
            {t('ship.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
