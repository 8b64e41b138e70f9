import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RequestFormInput } from '../lib/request-schema.js';

const TYPES = ['REFUND_ONLY', 'RETURN_AND_REFUND'] as const;

/** Refund only or return and refund, as radio buttons; a type the order does not allow now is not offered. */
export function TypeChoice({
  refundOnly,
  returnAndRefund,
}: {
  refundOnly: boolean;
  returnAndRefund: boolean;
}) {
  const { t } = useTranslation('aftersale');
  const { register } = useFormContext<RequestFormInput>();
  const allowed = { REFUND_ONLY: refundOnly, RETURN_AND_REFUND: returnAndRefund };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-ink text-sm">{t('form.type')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {TYPES.filter((type) => allowed[type]).map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-start gap-3 rounded-2xl bg-surface-2 p-4 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-accent"
          >
            <input
              type="radio"
              value={type}
              className="mt-1 size-4 shrink-0 accent-[var(--color-accent)]"
              {...register('type')}
            />
            <span>
              <span className="block font-medium text-ink text-sm">{t(`type.${type}`)}</span>
              <span className="mt-0.5 block text-muted text-xs">{t(`typeHint.${type}`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
