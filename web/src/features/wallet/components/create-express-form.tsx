import { useMutation } from '@apollo/client/react';
import { LIMITS } from '@nextland/rules';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { CreateExpressEntryMutation } from '../api/create-express-entry.js';
import { ExpressEntriesQuery } from '../api/express-entries.js';
import { expressSchema } from '../lib/express-schema.js';
import { RegionPicker } from './region-picker.js';

const FIELDS = ['name', 'regions', 'minCount', 'minAmount'];

export type CreateExpressFormProps = {
  /**
   * The list's variables: after creating, its first page is re-read (replacing the loaded pages) so the new
   * rule shows at the top.
   */
  firstPage: { first: number };
  onDone: () => void;
  onCancel: () => void;
};

export function CreateExpressForm({ firstPage, onDone, onCancel }: CreateExpressFormProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const titleId = useId();
  const [create] = useMutation(CreateExpressEntryMutation);
  const form = useRulesForm(expressSchema, {
    defaultValues: { name: '', regions: [], minCount: '', minAmount: '' },
  });
  const { errors } = form.formState;
  const { submit: send, pending: loading } = useMutationSubmit({
    mutate: async (input: z.output<typeof expressSchema>) =>
      (
        await create({
          variables: { input },
          refetchQueries: (result) =>
            result.data?.createExpressEntry.entry
              ? [{ query: ExpressEntriesQuery, variables: firstPage }]
              : [],
          awaitRefetchQueries: true,
        })
      ).data?.createExpressEntry,
    form: { setError: form.setError, fields: FIELDS },
    result: (payload) => payload?.entry,
    successText: t('noPostage.created'),
    onDone,
  });
  const submit = form.handleSubmit(send);

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={titleId}
      className="grid gap-6 rounded-3xl bg-surface p-6 ring-1 ring-line sm:p-8"
    >
      <h2 id={titleId} className="font-semibold text-ink text-lg">
        {t('noPostage.form.title')}
      </h2>
      <TextField
        label={t('noPostage.form.name')}
        hint={t('noPostage.form.nameHint')}
        maxLength={LIMITS.expressName}
        {...form.register('name')}
        error={errors.name?.message}
        required
      />
      <Controller
        control={form.control}
        name="regions"
        render={({ field, fieldState }) => (
          <RegionPicker
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <fieldset className="grid gap-3">
        <legend className="font-medium text-ink text-sm">{t('noPostage.form.minimumLegend')}</legend>
        <p className="text-subtle text-xs">{t('noPostage.form.minimumHint')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('noPostage.form.minCount')}
            inputMode="numeric"
            {...form.register('minCount')}
            error={errors.minCount?.message}
          />
          <TextField
            label={t('noPostage.form.minAmount')}
            hint={t('noPostage.form.minAmountHint')}
            inputMode="decimal"
            {...form.register('minAmount')}
            error={errors.minAmount?.message}
          />
        </div>
      </fieldset>
      <FormMessage errors={errors} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={loading}>
          {t('noPostage.form.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={loading}>
          {t('common:ui.cancel')}
        </Button>
      </div>
    </form>
  );
}
