import { LISTING_LANGS, RELEASE_LIMITS } from '@nextland/rules';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/ui/text-area.js';
import { TextField } from '../../../components/ui/text-field.js';
import type { ReleaseFormInput } from '../lib/release-form.js';

/** Step 5: optional title and description in each other language (decision 0024). */
export function TranslationsStep() {
  const { t } = useTranslation('release');
  const { register, control, formState } = useFormContext<ReleaseFormInput>();
  const original = useWatch({ control, name: 'originalLang' });
  const errors = formState.errors.translations;
  return (
    <>
      {LISTING_LANGS.filter((lang) => lang !== original).map((lang) => {
        const language = t(`languages.${lang}`);
        return (
          <fieldset key={lang} className="flex flex-col gap-4 rounded-2xl p-4 ring-1 ring-line">
            <legend className="px-1 font-medium text-ink">{t('fields.translationOf', { language })}</legend>
            <p className="text-muted text-sm">{t('fields.translationHint', { language })}</p>
            <TextField
              label={t('fields.translationTitle', { language })}
              maxLength={RELEASE_LIMITS.title}
              lang={lang}
              {...register(`translations.${lang}.title`)}
              error={errors?.[lang]?.title?.message}
            />
            <TextArea
              label={t('fields.translationDescription', { language })}
              rows={4}
              maxLength={RELEASE_LIMITS.description}
              lang={lang}
              {...register(`translations.${lang}.description`)}
              error={errors?.[lang]?.description?.message}
            />
          </fieldset>
        );
      })}
    </>
  );
}
