import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CreatorInput, creatorSchema } from '../lib/creator-schema.js';
import { ReviewList } from './review-list.js';

/** Step 4 of the creator application: the answers as they will be sent (trimmed, links completed). */
export function CreatorReviewStep({ onEdit }: { onEdit: (step: number) => void }) {
  const { t } = useTranslation('verification');
  const { getValues } = useFormContext<CreatorInput>();
  // Every earlier step has passed its checks, so the values parse.
  const parsed = creatorSchema.safeParse(getValues());
  if (!parsed.success) return null;
  const values = parsed.data;
  return (
    <ReviewList
      onEdit={onEdit}
      rows={[
        { label: t('creatorForm.field'), value: values.field, step: 0 },
        {
          label: t('creatorForm.intro'),
          value: <span className="whitespace-pre-line">{values.intro}</span>,
          step: 0,
        },
        {
          label: t('creatorForm.steps.portfolio'),
          value:
            values.portfolio.length > 0 ? (
              <ul className="grid gap-1">
                {values.portfolio.map((link) => (
                  <li key={link} className="break-all">
                    {link}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-muted">{t('form.none')}</span>
            ),
          step: 1,
        },
        {
          label: t('creatorForm.steps.idImages'),
          value: (
            <span className="flex flex-wrap gap-2">
              {values.idImages.map((url, index) => (
                <img
                  key={url}
                  src={url}
                  alt={t('creatorForm.idImageAlt', { n: index + 1 })}
                  className="h-16 w-24 rounded-lg bg-surface-2 object-cover ring-1 ring-line"
                />
              ))}
            </span>
          ),
          step: 2,
        },
      ]}
    />
  );
}
