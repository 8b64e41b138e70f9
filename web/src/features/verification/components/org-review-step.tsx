import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type OrgInput, orgSchema } from '../lib/org-schema.js';
import { ReviewList } from './review-list.js';

/** Step 4 of the organisation application: the answers as they will be sent (normalised). */
export function OrgReviewStep({ onEdit }: { onEdit: (step: number) => void }) {
  const { t } = useTranslation('verification');
  const { getValues } = useFormContext<OrgInput>();
  // Every earlier step has passed its checks, so the values parse.
  const parsed = orgSchema.safeParse(getValues());
  if (!parsed.success) return null;
  const sent = parsed.data;
  return (
    <ReviewList
      onEdit={onEdit}
      rows={[
        { label: t('orgForm.orgName'), value: sent.orgName, step: 0 },
        { label: t('orgForm.creditCode'), value: sent.creditCode, step: 0 },
        {
          label: t('orgForm.licenseImage'),
          value: (
            <img
              src={sent.licenseImage}
              alt={t('orgForm.licenseImageAlt')}
              className="h-20 w-32 rounded-lg bg-surface-2 object-cover ring-1 ring-line"
            />
          ),
          step: 1,
        },
        { label: t('orgForm.contactName'), value: sent.contactName, step: 2 },
        { label: t('orgForm.contactPhone'), value: sent.contactPhone, step: 2 },
      ]}
    />
  );
}
