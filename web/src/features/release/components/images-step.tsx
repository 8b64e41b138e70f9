import { RELEASE_LIMITS } from '@nextland/rules';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ImageUploadField } from '../../../components/ui/image-upload-field.js';
import type { ReleaseFormInput } from '../lib/release-form.js';

/** Step 2: 1–9 images uploaded through the upload route, in order; the first is the cover. */
export function ImagesStep() {
  const { t } = useTranslation('release');
  const { control, setValue, formState } = useFormContext<ReleaseFormInput>();
  const images = useWatch({ control, name: 'images' });
  const error = formState.errors.images;
  const message = error?.message ?? error?.root?.message;

  function update(next: string[]) {
    setValue('images', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  }
  function move(from: number, to: number) {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    update(next);
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted text-sm">{t('fields.imagesHint')}</p>
      <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('fields.images')}>
        {images.map((url, index) => (
          <li key={url} className="flex flex-col gap-2 rounded-2xl bg-surface-2 p-2 ring-1 ring-line">
            <div className="relative">
              <img
                src={url}
                alt={t('fields.imageAlt', { n: index + 1 })}
                className="aspect-square w-full rounded-xl object-cover"
              />
              {index === 0 ? (
                <span className="absolute top-2 left-2 rounded-full bg-ink px-2 py-0.5 text-surface text-xs">
                  {t('fields.cover')}
                </span>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-1">
              <Button
                variant="ghost"
                size="sm"
                disabled={index === 0}
                aria-label={t('fields.moveEarlier', { n: index + 1 })}
                onClick={() => move(index, index - 1)}
              >
                ←
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={index === images.length - 1}
                aria-label={t('fields.moveLater', { n: index + 1 })}
                onClick={() => move(index, index + 1)}
              >
                →
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('fields.remove', { n: index + 1 })}
                onClick={() => update(images.filter((_, i) => i !== index))}
              >
                ✕
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {images.length < RELEASE_LIMITS.images ? (
        <ImageUploadField
          label={t('fields.addImage')}
          purpose="listing"
          value={null}
          onChange={(image) => {
            if (image) update([...images, image.url]);
          }}
          error={message}
        />
      ) : message ? (
        <p role="alert" className="text-danger text-sm">
          {message}
        </p>
      ) : null}
    </div>
  );
}
