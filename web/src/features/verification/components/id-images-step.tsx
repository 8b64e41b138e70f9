import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/ui/image-upload-field.js';
import { type CreatorInput, ID_IMAGES_MAX } from '../lib/creator-schema.js';

/** Step 3 of the creator application: 1–4 private uploads, one field per image plus an empty one. */
export function IdImagesStep() {
  const { t } = useTranslation('verification');
  const { control } = useFormContext<CreatorInput>();
  const { field, fieldState } = useController({ control, name: 'idImages' });
  const images = field.value;
  const error = fieldState.error?.message;
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
            field.onChange(
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
            if (image) field.onChange([...images, image.url]);
          }}
        />
      ) : null}
    </div>
  );
}
