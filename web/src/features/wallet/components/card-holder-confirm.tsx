import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type CardHolderConfirmProps = {
  /** The verified real name as shown everywhere (masked, e.g. `*晚`). */
  maskedName: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
};

/**
 * The card holder is the verified real name, taken by nextland: the user confirms it instead of retyping a name
 * the site only shows masked.
 */
export function CardHolderConfirm({ maskedName, checked, onChange, error }: CardHolderConfirmProps) {
  const { t } = useTranslation('wallet');
  const errorId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="font-medium text-ink text-sm">{t('bankCards.form.holderName')}</legend>
      <p className="text-ink" data-testid="card-holder-name">
        {t('bankCards.form.holderVerified', { name: maskedName })}
      </p>
      <label className="flex items-center gap-3 text-ink text-sm">
        <input
          type="checkbox"
          name="holderConfirmed"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="size-4 accent-[var(--color-accent)]"
        />
        {t('bankCards.form.holderConfirm')}
      </label>
      {error ? (
        <p id={errorId} role="alert" className="text-danger text-xs">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
