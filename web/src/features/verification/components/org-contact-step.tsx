import { LIMITS } from '@nextland/rules';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.js';
import type { OrgInput } from '../lib/org-schema.js';

/** Step 3: who reviewers can call. */
export function OrgContactStep() {
  const { t } = useTranslation('verification');
  const { register, formState } = useFormContext<OrgInput>();
  const { errors } = formState;
  return (
    <>
      <TextField
        label={t('orgForm.contactName')}
        autoComplete="name"
        maxLength={LIMITS.contactName}
        {...register('contactName')}
        error={errors.contactName?.message}
        required
      />
      <TextField
        label={t('orgForm.contactPhone')}
        hint={t('orgForm.contactPhoneHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={13}
        {...register('contactPhone')}
        error={errors.contactPhone?.message}
        required
      />
    </>
  );
}
