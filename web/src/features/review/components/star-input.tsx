import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAR_PATH } from '../../../components/ui/star-rating.js';

type Props = {
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  name: string;
  error?: string | undefined;
};

/**
 * 1–5 stars as a radio group (decision 0015: native controls first): arrow keys move and choose, each star is
 * a radio labelled "3 stars", the chosen one and those before it are filled. The inputs are visually hidden
 * behind the stars; focus shows a ring on the star.
 */
export function StarInput({ value, onChange, onBlur, name, error }: Props) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-ink text-sm">{t('form.rating')}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="group relative cursor-pointer rounded-md p-1">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <span className="sr-only">{t('form.star', { count: n })}</span>
            <svg
              viewBox="0 0 20 20"
              width={32}
              height={32}
              aria-hidden="true"
              className={`rounded-md transition peer-focus-visible:outline-2 peer-focus-visible:outline-accent peer-focus-visible:outline-offset-2 ${
                n <= value ? 'text-accent' : 'text-ink/25 group-hover:text-ink/50'
              }`}
            >
              <path d={STAR_PATH} fill="currentColor" />
            </svg>
          </label>
        ))}
        <span className="ml-2 text-muted text-sm tabular-nums" aria-hidden="true">
          {value > 0 ? `${value}/5` : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
