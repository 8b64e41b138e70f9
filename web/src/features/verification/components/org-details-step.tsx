import { LIMITS } from '@nextland/rules';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.js';
import type { OrgInput } from '../lib/org-schema.js';

/** Step 1: the organisation's registered name and credit code. */
export function OrgDetailsStep() {
  const { t } = useTranslation('verification');
  const { register, formState } = useFormContext<OrgInput>();
  const { errors } = formState;
  return (
    <>
      <TextField
        label={t('orgForm.orgName')}
        hint={t('orgForm.orgNameHint')}
        autoComplete="organization"
        maxLength={LIMITS.orgName.max}
        {...register('orgName')}
        error={errors.orgName?.message}
        required
      />
      <TextField
        label={t('orgForm.creditCode')}
        hint={t('orgForm.creditCodeHint')}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={22}
        className="[&_input]:uppercase"
        {...register('creditCode')}
        error={errors.creditCode?.message}
        required
      />
    </>
  );
}
