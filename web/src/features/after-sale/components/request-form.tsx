import { useApolloClient, useMutation } from '@apollo/client/react';
import { Controller, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { TextArea } from '../../../components/ui/text-area.js';
import type { AfterSaleFormDataQuery } from '../../../graphql/generated/graphql';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { fenToYuanString } from '../../../lib/money.js';
import { CreateAfterSaleMutation } from '../api/create-after-sale.js';
import { refreshAfterSales } from '../lib/refresh-after-sales.js';
import { REQUEST_FIELDS, REQUEST_LIMITS, requestSchema } from '../lib/request-schema.js';
import { RequestLines } from './request-lines.js';
import { RequestPhotos } from './request-photos.js';
import { TypeChoice } from './type-choice.js';

type FormData = AfterSaleFormDataQuery;
type Refundable = NonNullable<FormData['afterSaleRefundable']>;

type Props = {
  orderId: string;
  refundable: Refundable;
  reasons: FormData['afterSaleReasons'];
  onDone: (afterSaleId: string | null) => void;
};

/**
 * The buyer's request (decision 0027 §3): lines with amounts in yuan (at most what each has left), the type
 * the order allows now, a reason from the list, a description and photos. nextland checks everything again;
 * its refusals land on the fields or above the button, in the viewer's language.
 */
export function RequestForm({ orderId, refundable, reasons, onDone }: Props) {
  const { t } = useTranslation(['aftersale', 'common']);
  const client = useApolloClient();
  const available = (line: Refundable['lines'][number]) =>
    !line.openAfterSaleId && line.refundable.amount > 0;
  const form = useRulesForm(requestSchema, {
    defaultValues: {
      type: refundable.refundOnly ? 'REFUND_ONLY' : 'RETURN_AND_REFUND',
      reasonCode: '',
      description: '',
      photos: [],
      lines: refundable.lines.map((line) => ({
        orderLineId: line.orderLineId,
        selected: available(line) && refundable.lines.filter(available).length === 1,
        amount: fenToYuanString(line.refundable.amount),
        refundableFen: available(line) ? line.refundable.amount : 0,
      })),
    },
  });
  const { errors } = form.formState;
  const [create] = useMutation(CreateAfterSaleMutation);
  const creating = useMutationSubmit({
    mutate: async (input: z.output<typeof requestSchema>) =>
      (await create({ variables: { input: { orderId, ...input } } })).data?.createAfterSale,
    form: { setError: form.setError, fields: REQUEST_FIELDS },
    result: (payload) => payload?.afterSale,
    successText: t('form.created'),
    onDone: (afterSale) => {
      void refreshAfterSales(client);
      onDone(afterSale.id);
    },
  });
  const submit = form.handleSubmit(creating.submit);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="after-sale-form"
        onSubmit={(event) => void submit(event)}
        className="mt-5 grid gap-6 rounded-2xl bg-surface p-4 ring-1 ring-accent/40 sm:p-6"
      >
        <div>
          <h3 id="after-sale-form" className="font-semibold text-ink">
            {t('form.title')}
          </h3>
          <p className="mt-1 text-muted text-sm">{t('form.lead')}</p>
        </div>
        <TypeChoice refundOnly={refundable.refundOnly} returnAndRefund={refundable.returnAndRefund} />
        <RequestLines lines={refundable.lines} />
        <Controller
          control={form.control}
          name="reasonCode"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('form.reason')}
              name={field.name}
              options={reasons.map((reason) => ({ id: reason.code, label: reason.name }))}
              value={field.value || null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('form.reasonPlaceholder')}
              error={fieldState.error?.message}
              isRequired
            />
          )}
        />
        <TextArea
          label={t('form.description')}
          hint={t('form.descriptionHint')}
          maxLength={REQUEST_LIMITS.description}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <RequestPhotos />
        <FormMessage errors={errors} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => onDone(null)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={creating.pending}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
