import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.js';
import type { OrgStepProps } from './org-details-step.js';

/** Step 3: who reviewers can call. */
export function OrgContactStep({ values, errors, onChange }: OrgStepProps) {
  const { t } = useTranslation('verification');
  return (
    <>
      <TextField
        label={t('orgForm.contactName')}
        name="contactName"
        autoComplete="name"
        maxLength={32}
        value={values.contactName}
        onChange={(event) => onChange({ contactName: event.target.value })}
        error={errors.contactName}
        required
      />
      <TextField
        label={t('orgForm.contactPhone')}
        hint={t('orgForm.contactPhoneHint')}
        name="contactPhone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={13}
        value={values.contactPhone}
        onChange={(event) => onChange({ contactPhone: event.target.value })}
        error={errors.contactPhone}
        required
      />
    </>
  );
}
