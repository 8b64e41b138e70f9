import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/ui/text-area.js';
import { TextField } from '../../../components/ui/text-field.js';
import { CREATOR_FIELD_MAX, CREATOR_INTRO_MAX } from '../lib/creator-rules.js';

export type CreatorProfileStepProps = {
  field: string;
  intro: string;
  errors: Record<string, string>;
  onChange: (change: { field?: string; intro?: string }) => void;
};

export function CreatorProfileStep({ field, intro, errors, onChange }: CreatorProfileStepProps) {
  const { t } = useTranslation('verification');
  return (
    <>
      <TextField
        label={t('creatorForm.field')}
        hint={t('creatorForm.fieldHint')}
        name="field"
        value={field}
        maxLength={CREATOR_FIELD_MAX}
        onChange={(event) => onChange({ field: event.target.value })}
        error={errors.field}
        required
      />
      <TextArea
        label={t('creatorForm.intro')}
        hint={t('creatorForm.introHint')}
        name="intro"
        rows={6}
        value={intro}
        maxLength={CREATOR_INTRO_MAX}
        onChange={(event) => onChange({ intro: event.target.value })}
        error={errors.intro}
        required
      />
    </>
  );
}
