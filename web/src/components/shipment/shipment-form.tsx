import { useQuery } from '@apollo/client/react';
import { Controller } from 'react-hook-form';
import { FormMessage } from '../../lib/forms/form-message.js';
import { useMutationSubmit } from '../../lib/forms/use-mutation-submit.js';
import { useRulesForm } from '../../lib/forms/use-rules-form.js';
import type { UserErrorLike } from '../../lib/graphql/user-errors.js';
import { Button } from '../ui/button.js';
import { SelectField } from '../ui/select-field.js';
import { TextField } from '../ui/text-field.js';
import { CarriersQuery } from './carriers.js';
import { SHIPMENT_FIELDS, type ShipmentInput, shipmentSchema } from './shipment-schema.js';

export type ShipmentTexts = {
  title: string;
  lead: string;
  carrier: string;
  carrierPlaceholder: string;
  carriersFailed: string;
  trackingNumber: string;
  trackingHint?: string;
  submit: string;
};

/** What a ship mutation answered: whether it moved, and its userErrors. */
export type ShipmentAnswer = { shipped: boolean; userErrors: readonly UserErrorLike[] };

type Props = {
  /** The heading's id (the section is labelled by it). */
  id: string;
  texts: ShipmentTexts;
  ship: (input: ShipmentInput) => Promise<ShipmentAnswer>;
  onShipped: () => void;
  /** The thing moved on meanwhile (a CONFLICT): re-read what the page shows. */
  onConflict: () => void;
};

/**
 * A parcel on its way (decision 0014's form pattern): a carrier from `carriers` and the tracking number. The
 * seller shipping an order and the buyer sending a return both fill it; each passes its own mutation and texts.
 */
export function ShipmentForm({ id, texts, ship, onShipped, onConflict }: Props) {
  const carriers = useQuery(CarriersQuery);
  const form = useRulesForm(shipmentSchema, { defaultValues: { carrierCode: '', trackingNumber: '' } });
  const { errors, isSubmitting } = form.formState;

  const { submit: send } = useMutationSubmit({
    mutate: ship,
    form: { setError: form.setError, fields: SHIPMENT_FIELDS },
    result: (answer) => answer.shipped,
    onRefused: (answer) => {
      if (answer.userErrors.some((error) => error.code === 'CONFLICT')) onConflict();
    },
    onDone: onShipped,
  });
  const submit = form.handleSubmit(send);

  const options = (carriers.data?.carriers ?? []).map((carrier) => ({
    id: carrier.code,
    label: carrier.name,
  }));

  return (
    <section aria-labelledby={id} className="rounded-3xl bg-surface p-5 ring-1 ring-accent/40 sm:p-6">
      <h2 id={id} className="font-semibold text-ink">
        {texts.title}
      </h2>
      <p className="mt-1 text-muted text-sm">{texts.lead}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="carrierCode"
            render={({ field, fieldState }) => (
              <SelectField
                label={texts.carrier}
                name={field.name}
                options={options}
                value={field.value || null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={texts.carrierPlaceholder}
                error={fieldState.error?.message ?? (carriers.error ? texts.carriersFailed : undefined)}
                isRequired
              />
            )}
          />
          <TextField
            label={texts.trackingNumber}
            hint={texts.trackingHint}
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
          <Button type="submit" loading={isSubmitting}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
