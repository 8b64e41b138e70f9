import { useTranslation } from 'react-i18next';
import { type CreatorValues, portfolioLinks } from '../lib/creator-rules.js';
import { ReviewList } from './review-list.js';

export function CreatorReviewStep({
  values,
  onEdit,
}: {
  values: CreatorValues;
  onEdit: (step: number) => void;
}) {
  const { t } = useTranslation('verification');
  const links = portfolioLinks(values.portfolio);
  return (
    <ReviewList
      onEdit={onEdit}
      rows={[
        { label: t('creatorForm.field'), value: values.field.trim(), step: 0 },
        {
          label: t('creatorForm.intro'),
          value: <span className="whitespace-pre-line">{values.intro.trim()}</span>,
          step: 0,
        },
        {
          label: t('creatorForm.steps.portfolio'),
          value:
            links.length > 0 ? (
              <ul className="grid gap-1">
                {links.map((link) => (
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
