import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import {
  type FormErrors,
  NO_FORM_ERRORS,
  orFormMessage,
  toFormErrors,
} from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
import { CreateExpressEntryMutation } from '../api/create-express-entry.js';
import { ExpressEntriesQuery } from '../api/express-entries.js';
import { EXPRESS_NAME_MAX, type ExpressValues, parseExpress } from '../lib/express-rules.js';
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
  const { ui } = useStores();
  const titleId = useId();
  const [values, setValues] = useState<ExpressValues>({ name: '', regions: [], minCount: '', minAmount: '' });
  const [errors, setErrors] = useState<FormErrors>(NO_FORM_ERRORS);
  const [create, { loading }] = useMutation(CreateExpressEntryMutation);
  const set = (change: Partial<ExpressValues>) => setValues((v) => ({ ...v, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { input, errors: problems } = parseExpress(values);
    if (!input) {
      setErrors({
        fields: Object.fromEntries(
          Object.entries(problems).map(([field, key]) => [field, t(`noPostage.errors.${key}`)]),
        ),
        form: null,
      });
      return;
    }
    setErrors(NO_FORM_ERRORS);
    try {
      const { data } = await create({
        variables: { input },
        refetchQueries: (result) =>
          result.data?.createExpressEntry.entry ? [{ query: ExpressEntriesQuery, variables: firstPage }] : [],
        awaitRefetchQueries: true,
      });
      const payload = data?.createExpressEntry;
      if (!payload?.entry || payload.userErrors.length > 0) {
        setErrors(orFormMessage(toFormErrors(payload?.userErrors, FIELDS), t('common:ui.errors.server')));
        return;
      }
      ui.messages.show({ type: 'success', text: t('noPostage.created') });
      onDone();
    } catch (error) {
      setErrors({ fields: {}, form: t(`common:ui.errors.${requestErrorKind(error)}`) });
    }
  }

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
        name="name"
        maxLength={EXPRESS_NAME_MAX}
        value={values.name}
        onChange={(event) => set({ name: event.target.value })}
        error={errors.fields.name}
        required
      />
      <RegionPicker
        value={values.regions}
        onChange={(regions) => set({ regions })}
        error={errors.fields.regions}
      />
      <fieldset className="grid gap-3">
        <legend className="font-medium text-ink text-sm">{t('noPostage.form.minimumLegend')}</legend>
        <p className="text-subtle text-xs">{t('noPostage.form.minimumHint')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('noPostage.form.minCount')}
            name="minCount"
            inputMode="numeric"
            value={values.minCount}
            onChange={(event) => set({ minCount: event.target.value })}
            error={errors.fields.minCount}
          />
          <TextField
            label={t('noPostage.form.minAmount')}
            hint={t('noPostage.form.minAmountHint')}
            name="minAmount"
            inputMode="decimal"
            value={values.minAmount}
            onChange={(event) => set({ minAmount: event.target.value })}
            error={errors.fields.minAmount}
          />
        </div>
      </fieldset>
      {errors.form ? (
        <p role="alert" className="text-danger text-sm">
          {errors.form}
        </p>
      ) : null}
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
