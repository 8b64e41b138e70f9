import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import type { CreatorInput } from '../lib/creator-schema.js';
import { PORTFOLIO_LINK_MAX_LENGTH, PORTFOLIO_MAX_LINKS } from '../lib/portfolio-links.js';

/** Step 2 of the creator application: up to ten links, each checked on its own row. */
export function CreatorPortfolioStep() {
  const { t } = useTranslation('verification');
  const { control, register, formState } = useFormContext<CreatorInput>();
  const rows = useFieldArray({ control, name: 'portfolio' });
  const errors = formState.errors.portfolio;
  // A message about the list as a whole: the server's (`portfolio`), or the schema's count (`root`).
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="flex min-w-0 flex-col gap-4" aria-describedby="portfolio-intro">
      <p id="portfolio-intro" className="text-muted text-sm">
        {t('creatorForm.portfolioIntro')}
      </p>
      {listError ? (
        <p role="alert" className="text-danger text-sm">
          {listError}
        </p>
      ) : null}
      {rows.fields.map((row, index) => (
        <div key={row.id} className="flex items-start gap-3">
          <TextField
            className="min-w-0 flex-1"
            label={t('creatorForm.link', { n: index + 1 })}
            hint={index === 0 ? t('creatorForm.linkHint') : undefined}
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={PORTFOLIO_LINK_MAX_LENGTH}
            {...register(`portfolio.${index}.url`)}
            error={errors?.[index]?.url?.message}
          />
          <Button
            variant="ghost"
            className="mt-7"
            onClick={() => (rows.fields.length > 1 ? rows.remove(index) : rows.replace([{ url: '' }]))}
            aria-label={t('creatorForm.removeLink', { n: index + 1 })}
          >
            ×
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={rows.fields.length >= PORTFOLIO_MAX_LINKS}
          onClick={() => rows.append({ url: '' }, { shouldFocus: true })}
        >
          {t('creatorForm.addLink')}
        </Button>
      </div>
    </fieldset>
  );
}
