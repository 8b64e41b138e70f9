import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/ui/image-upload-field.js';
import type { OrgStepProps } from './org-details-step.js';

/** Step 2: the business licence, a private upload. */
export function OrgLicenceStep({ values, errors, onChange }: OrgStepProps) {
  const { t } = useTranslation('verification');
  return (
    <ImageUploadField
      label={t('orgForm.licenseImage')}
      hint={t('orgForm.licenseImageHint')}
      previewAlt={t('orgForm.licenseImageAlt')}
      purpose="identity"
      value={values.licenseImage || null}
      onChange={(image) => onChange({ licenseImage: image?.url ?? '' })}
      error={errors.licenseImage}
    />
  );
}
