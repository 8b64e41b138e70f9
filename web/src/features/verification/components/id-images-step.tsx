import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/ui/image-upload-field.js';
import { ID_IMAGES_MAX } from '../lib/creator-rules.js';

export type IdImagesStepProps = {
  images: readonly string[];
  error: string | undefined;
  onChange: (images: string[]) => void;
};

/** 1–4 private uploads: one field per image plus an empty one while there is room. */
export function IdImagesStep({ images, error, onChange }: IdImagesStepProps) {
  const { t } = useTranslation('verification');
  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted text-sm">{t('creatorForm.idImagesIntro')}</p>
      {error ? (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
      {images.map((url, index) => (
        <ImageUploadField
          key={url}
          label={t('creatorForm.idImage', { n: index + 1 })}
          previewAlt={t('creatorForm.idImageAlt', { n: index + 1 })}
          purpose="identity"
          value={url}
          onChange={(image) =>
            onChange(
              image
                ? images.map((current, i) => (i === index ? image.url : current))
                : images.filter((_, i) => i !== index),
            )
          }
        />
      ))}
      {images.length < ID_IMAGES_MAX ? (
        <ImageUploadField
          key="next"
          label={t('creatorForm.idImage', { n: images.length + 1 })}
          purpose="identity"
          value={null}
          onChange={(image) => {
            if (image) onChange([...images, image.url]);
          }}
        />
      ) : null}
    </div>
  );
}
