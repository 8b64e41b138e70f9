import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.js';
import type { ReleaseKind } from '../../../graphql/generated/graphql';
import type { ReleaseFormInput } from '../lib/release-form.js';

/** Step 3: the price in yuan (sent in fen) and the stock, or a work's number of editions. */
export function PriceStep({ kind }: { kind: ReleaseKind }) {
  const { t } = useTranslation('release');
  const { register, formState } = useFormContext<ReleaseFormInput>();
  const { errors } = formState;
  const goods = kind === 'GOODS';
  return (
    <>
      <TextField
        label={t('fields.price')}
        hint={t('fields.priceHint')}
        inputMode="decimal"
        {...register('price')}
        error={errors.price?.message}
        required
      />
      <TextField
        label={goods ? t('fields.stock') : t('fields.editionSize')}
        hint={goods ? t('fields.stockHint') : t('fields.editionSizeHint')}
        type="number"
        min={1}
        max={99_999}
        inputMode="numeric"
        {...register('stock', { valueAsNumber: true })}
        error={errors.stock?.message}
        required
      />
    </>
  );
}
