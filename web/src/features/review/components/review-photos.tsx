import { REVIEW_LIMITS } from '@nextland/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ImageUploadField } from '../../../components/ui/image-upload-field.js';

type Props = {
  value: string[];
  onChange: (urls: string[]) => void;
  error?: string | undefined;
};

/** Up to six photos, uploaded one at a time like the release form's images; each can be removed. */
export function ReviewPhotos({ value, onChange, error }: Props) {
  const { t } = useTranslation('reviews');
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium text-ink text-sm">{t('form.photos')}</p>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label={t('form.photos')}>
          {value.map((url, index) => (
            <li key={url} className="flex flex-col items-center gap-1">
              <img
                src={url}
                alt={t('form.photoAlt', { n: index + 1 })}
                className="size-20 rounded-xl object-cover"
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('form.removePhoto', { n: index + 1 })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {value.length < REVIEW_LIMITS.photos ? (
        <ImageUploadField
          label={t('form.addPhoto')}
          hint={t('form.photosHint')}
          purpose="listing"
          value={null}
          onChange={(image) => {
            if (image) onChange([...value, image.url]);
          }}
          error={error}
        />
      ) : error ? (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
