import { LISTING_LANGS, RELEASE_LIMITS } from '@nextland/rules';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.js';
import { TextArea } from '../../../components/ui/text-area.js';
import { TextField } from '../../../components/ui/text-field.js';
import type { ReleaseKind } from '../../../graphql/generated/graphql';
import { LICENCES, MEDIA_TYPES, type ReleaseFormInput } from '../lib/release-form.js';

export type Category = { id: string; name: string };

/** Step 1: language, title, description, category (and a work's media type and licence). */
export function BasicsStep({ kind, categories }: { kind: ReleaseKind; categories: readonly Category[] }) {
  const { t } = useTranslation('release');
  const { register, control, formState, trigger } = useFormContext<ReleaseFormInput>();
  const { errors } = formState;
  return (
    <>
      <Controller
        control={control}
        name="originalLang"
        render={({ field, fieldState }) => (
          <SelectField
            label={t('fields.originalLang')}
            options={LISTING_LANGS.map((lang) => ({ id: lang, label: t(`languages.${lang}`) }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            isRequired
          />
        )}
      />
      <TextField
        label={t('fields.title')}
        hint={t('fields.titleHint')}
        maxLength={RELEASE_LIMITS.title}
        {...register('title')}
        error={errors.title?.message}
        required
      />
      <TextArea
        label={t('fields.description')}
        hint={t('fields.descriptionHint')}
        rows={6}
        maxLength={RELEASE_LIMITS.description}
        {...register('description')}
        error={errors.description?.message}
        required
      />
      <Controller
        control={control}
        name="categoryId"
        render={({ field, fieldState }) => (
          <SelectField
            label={t('fields.category')}
            options={categories.map((category) => ({ id: category.id, label: category.name }))}
            placeholder={t('fields.categoryPlaceholder')}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value);
              // Clear a shown error at once: cleared on blur instead, the layout would shift under the
              // pointer as it presses the next button, and that press would be lost.
              if (fieldState.error) void trigger('categoryId');
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            isRequired
          />
        )}
      />
      {kind === 'WORK' ? (
        <>
          <Controller
            control={control}
            name="mediaType"
            render={({ field }) => (
              <SelectField
                label={t('fields.mediaType')}
                options={MEDIA_TYPES.map((type) => ({ id: type, label: t(`mediaTypes.${type}`) }))}
                value={field.value}
                onChange={field.onChange}
                isRequired
              />
            )}
          />
          <Controller
            control={control}
            name="licence"
            render={({ field }) => (
              <SelectField
                label={t('fields.licence')}
                options={LICENCES.map((licence) => ({ id: licence, label: t(`licences.${licence}`) }))}
                value={field.value}
                onChange={field.onChange}
                isRequired
              />
            )}
          />
        </>
      ) : null}
    </>
  );
}
