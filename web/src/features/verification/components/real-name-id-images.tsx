import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/ui/image-upload-field.js';

export type IdSide = 'idFront' | 'idBack';

export type RealNameIdImagesProps = {
  front: string | null;
  back: string | null;
  errors: Partial<Record<IdSide, string>>;
  onChange: (side: IdSide, url: string | null) => void;
};

/** Both sides of the ID card as private identity uploads: reviewers compare them with the name and number. */
export function RealNameIdImages({ front, back, errors, onChange }: RealNameIdImagesProps) {
  const { t } = useTranslation('verification');
  const sides = [
    { side: 'idFront', label: t('realName.idFront'), value: front },
    { side: 'idBack', label: t('realName.idBack'), value: back },
  ] as const;
  return (
    <fieldset className="min-w-0">
      <legend className="font-medium text-ink text-sm">{t('realName.idImages')}</legend>
      <p className="mt-1 text-muted text-xs">{t('realName.idImagesHint')}</p>
      <div className="mt-3 grid gap-5 sm:grid-cols-2">
        {sides.map(({ side, label, value }) => (
          <ImageUploadField
            key={side}
            label={label}
            previewAlt={label}
            purpose="identity"
            value={value}
            error={errors[side]}
            onChange={(image) => onChange(side, image?.url ?? null)}
          />
        ))}
      </div>
    </fieldset>
  );
}
