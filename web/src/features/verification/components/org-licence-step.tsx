import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/ui/image-upload-field.js';
import type { OrgInput } from '../lib/org-schema.js';

/** Step 2: the business licence, a private upload. */
export function OrgLicenceStep() {
  const { t } = useTranslation('verification');
  const { control } = useFormContext<OrgInput>();
  return (
    <Controller
      control={control}
      name="licenseImage"
      render={({ field, fieldState }) => (
        <ImageUploadField
          label={t('orgForm.licenseImage')}
          hint={t('orgForm.licenseImageHint')}
          previewAlt={t('orgForm.licenseImageAlt')}
          purpose="identity"
          value={field.value || null}
          onChange={(image) => field.onChange(image?.url ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
