import { REGION_GROUPS, type RegionCode } from '@nextland/rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.js';

export type ProvinceFieldProps = {
  name: string;
  value: string;
  onChange: (code: RegionCode) => void;
  onBlur: () => void;
  error?: string | undefined;
};

/** The 34 province-level regions (decision 0016), mainland by greater region, then Hong Kong, Macau, Taiwan. */
export function ProvinceField({ name, value, onChange, onBlur, error }: ProvinceFieldProps) {
  const { t } = useTranslation(['address', 'wallet']);
  const options = useMemo(
    () =>
      REGION_GROUPS.flatMap((group) => group.codes).map((code) => ({
        id: code as RegionCode,
        label: t(`wallet:regions.${code}`),
      })),
    [t],
  );
  return (
    <SelectField<RegionCode>
      label={t('form.province')}
      name={name}
      options={options}
      value={(value || null) as RegionCode | null}
      onChange={onChange}
      onBlur={onBlur}
      placeholder={t('form.provincePlaceholder')}
      error={error}
      isRequired
    />
  );
}
