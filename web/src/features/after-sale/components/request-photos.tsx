import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ImageUploadField } from '../../../components/ui/image-upload-field.js';
import { REQUEST_LIMITS, type RequestFormInput } from '../lib/request-schema.js';

/** Up to 6 photos, uploaded as public images (the request sends their upload ids), each removable. */
export function RequestPhotos() {
  const { t } = useTranslation('aftersale');
  const { control, setValue, setError, formState } = useFormContext<RequestFormInput>();
  const photos = useWatch({ control, name: 'photos' }) ?? [];
  const error = formState.errors.photos;

  function update(next: RequestFormInput['photos']) {
    setValue('photos', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  }

  return (
    <div className="flex flex-col gap-3">
      <span className="font-medium text-ink text-sm">{t('form.photos')}</span>
      <p className="text-muted text-xs">{t('form.photosHint')}</p>
      {photos.length > 0 ? (
        <ol className="grid grid-cols-3 gap-3 sm:grid-cols-6" aria-label={t('form.photos')}>
          {photos.map((photo, index) => (
            <li key={photo.id} className="flex flex-col gap-1">
              <img
                src={photo.url}
                alt={t('form.photoAlt', { n: index + 1 })}
                className="aspect-square w-full rounded-xl object-cover ring-1 ring-line"
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('form.removePhoto', { n: index + 1 })}
                onClick={() => update(photos.filter((_, i) => i !== index))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      {photos.length < REQUEST_LIMITS.photos ? (
        <ImageUploadField
          label={t('form.addPhoto')}
          purpose="listing"
          value={null}
          onChange={(image) => {
            if (!image) return;
            if (!image.id) {
              setError('photos', { type: 'server', message: t('errors.photoUpload') });
              return;
            }
            update([...photos, { id: image.id, url: image.url }]);
          }}
          error={error?.message ?? error?.root?.message}
        />
      ) : null}
    </div>
  );
}
