import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/ui/text-area.js';
import { TextField } from '../../../components/ui/text-field.js';
import { CREATOR_FIELD_MAX, CREATOR_INTRO_MAX, type CreatorInput } from '../lib/creator-schema.js';

/** Step 1 of the creator application: the creative field and an introduction. */
export function CreatorProfileStep() {
  const { t } = useTranslation('verification');
  const { register, formState } = useFormContext<CreatorInput>();
  const { errors } = formState;
  return (
    <>
      <TextField
        label={t('creatorForm.field')}
        hint={t('creatorForm.fieldHint')}
        maxLength={CREATOR_FIELD_MAX}
        {...register('field')}
        error={errors.field?.message}
        required
      />
      <TextArea
        label={t('creatorForm.intro')}
        hint={t('creatorForm.introHint')}
        rows={6}
        maxLength={CREATOR_INTRO_MAX}
        {...register('intro')}
        error={errors.intro?.message}
        required
      />
    </>
  );
}
