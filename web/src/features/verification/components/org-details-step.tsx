import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.js';
import type { OrgValues } from '../lib/org-rules.js';

export type OrgStepProps = {
  values: OrgValues;
  errors: Record<string, string>;
  onChange: (change: Partial<OrgValues>) => void;
};

/** Step 1: the organisation's registered name and credit code. */
export function OrgDetailsStep({ values, errors, onChange }: OrgStepProps) {
  const { t } = useTranslation('verification');
  return (
    <>
      <TextField
        label={t('orgForm.orgName')}
        hint={t('orgForm.orgNameHint')}
        name="orgName"
        autoComplete="organization"
        maxLength={100}
        value={values.orgName}
        onChange={(event) => onChange({ orgName: event.target.value })}
        error={errors.orgName}
        required
      />
      <TextField
        label={t('orgForm.creditCode')}
        hint={t('orgForm.creditCodeHint')}
        name="creditCode"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={22}
        value={values.creditCode}
        onChange={(event) => onChange({ creditCode: event.target.value.toUpperCase() })}
        error={errors.creditCode}
        required
      />
    </>
  );
}
