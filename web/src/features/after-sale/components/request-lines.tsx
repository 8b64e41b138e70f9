import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { CheckboxField } from '../../../components/ui/checkbox-field.js';
import { TextField } from '../../../components/ui/text-field.js';
import type { AfterSaleFormDataQuery } from '../../../graphql/generated/graphql';
import { formatMoney } from '../../../lib/format.js';
import { type RequestFormInput, requestedFen } from '../lib/request-schema.js';

type Line = NonNullable<AfterSaleFormDataQuery['afterSaleRefundable']>['lines'][number];

/**
 * The order's lines: a box and an amount in yuan for each that may still get money back (its refundable
 * amount shown beside it), the others greyed with why. The form's `lines` follow `lines` here, index by index.
 */
export function RequestLines({ lines }: { lines: readonly Line[] }) {
  const { t } = useTranslation('aftersale');
  const { locale } = usePageContext();
  const { register, control, formState } = useFormContext<RequestFormInput>();
  const values = useWatch({ control, name: 'lines' });
  const errors = formState.errors.lines;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium text-ink text-sm">{t('form.lines')}</legend>
      <ul className="flex flex-col gap-3">
        {lines.map((line, index) => {
          const open = Boolean(line.openAfterSaleId);
          const available = !open && line.refundable.amount > 0;
          const selected = values?.[index]?.selected ?? false;
          return (
            <li
              key={line.orderLineId}
              className="flex flex-col gap-3 rounded-2xl bg-surface-2 p-4 ring-1 ring-line sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 flex-1">
                {available ? (
                  <CheckboxField
                    label={<span className="break-words font-medium">{line.title}</span>}
                    {...register(`lines.${index}.selected`)}
                  />
                ) : (
                  <p className="break-words font-medium text-muted text-sm">{line.title}</p>
                )}
                <p className="mt-1 text-muted text-xs sm:ml-7">
                  {open
                    ? t('form.lineOpen')
                    : available
                      ? t('form.lineRefundable', { amount: formatMoney(line.refundable.amount, locale) })
                      : t('form.lineNothingLeft')}
                </p>
              </div>
              {available && selected ? (
                <TextField
                  label={t('form.amount', { title: line.title })}
                  inputMode="decimal"
                  autoComplete="off"
                  className="sm:w-56"
                  {...register(`lines.${index}.amount`)}
                  error={errors?.[index]?.amount?.message}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError ? (
        <p role="alert" className="text-danger text-xs">
          {listError}
        </p>
      ) : null}
      <p className="text-ink text-sm tabular-nums" aria-live="polite">
        {t('form.total', { amount: formatMoney(requestedFen(values ?? []), locale) })}
      </p>
    </fieldset>
  );
}
