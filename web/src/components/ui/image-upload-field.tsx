import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadError } from '../../lib/upload/upload-error.js';
import { type UploadedImage, type UploadPurpose, uploadImage } from '../../lib/upload/upload-image.js';
import { precheckImage, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '../../lib/upload/upload-limits.js';
import { Button } from './button.js';

export type ImageUploadFieldProps = {
  label: string;
  purpose: UploadPurpose;
  /** The uploaded image's url, or null when empty. */
  value: string | null;
  onChange: (image: UploadedImage | null) => void;
  hint?: string;
  /** A validation or server message about this field (the upload's own errors are shown too). */
  error?: string | null | undefined;
  accept?: readonly string[];
  maxBytes?: number;
  disabled?: boolean;
  /** Alternative text of the preview; defaults to a generic "Uploaded image". */
  previewAlt?: string;
};

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; progress: number }
  | { state: 'failed'; message: string };

/**
 * Pick an image, check its type and size at once, upload it with progress, then preview, replace or remove it.
 * The value is the server's url; the upload is aborted if the field goes away mid-way.
 */
export function ImageUploadField({
  label,
  purpose,
  value,
  onChange,
  hint,
  error,
  accept = UPLOAD_IMAGE_TYPES,
  maxBytes = UPLOAD_MAX_BYTES,
  disabled = false,
  previewAlt,
}: ImageUploadFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  useEffect(() => () => pending.current?.abort(), []);

  const sizeMb = Math.round(maxBytes / (1024 * 1024));
  const message = upload.state === 'failed' ? upload.message : (error ?? null);
  const busy = upload.state === 'uploading';

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again after an error fires `change` again.
    event.target.value = '';
    if (!file) return;
    const check = precheckImage(file, accept, maxBytes);
    if (!check.ok) {
      setUpload({ state: 'failed', message: t(`ui.upload.errors.${check.reason}`, { size: sizeMb }) });
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setUpload({ state: 'uploading', progress: 0 });
    try {
      const image = await uploadImage(file, purpose, {
        signal: controller.signal,
        onProgress: (fraction) => setUpload({ state: 'uploading', progress: Math.round(fraction * 100) }),
      });
      setUpload({ state: 'idle' });
      onChange(image);
    } catch (cause) {
      if (cause instanceof UploadError && cause.kind === 'aborted') return;
      const text = cause instanceof UploadError ? cause.message : t('ui.upload.errors.server');
      setUpload({ state: 'failed', message: text });
    } finally {
      if (pending.current === controller) pending.current = null;
    }
  }

  const describedBy = [message ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2" aria-busy={busy || undefined}>
      <span id={`${id}-label`} className="font-medium text-ink text-sm">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={value}
            alt={previewAlt ?? t('ui.upload.preview')}
            className="h-24 w-36 rounded-xl bg-surface-2 object-cover ring-1 ring-line"
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            type="file"
            accept={accept.join(',')}
            onChange={pick}
            tabIndex={-1}
            aria-hidden="true"
            className="hidden"
            data-testid={`upload-input-${purpose}`}
          />
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-action`}
            aria-describedby={describedBy}
            aria-invalid={message ? true : undefined}
            onClick={() => input.current?.click()}
          >
            <span id={`${id}-action`}>{value ? t('ui.upload.replace') : t('ui.upload.choose')}</span>
          </Button>
          {value && !busy ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              aria-labelledby={`${id}-remove ${id}-label`}
              onClick={() => onChange(null)}
            >
              <span id={`${id}-remove`}>{t('ui.upload.remove')}</span>
            </Button>
          ) : null}
        </div>
      </div>
      {busy ? (
        <div
          role="progressbar"
          aria-labelledby={`${id}-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={upload.progress}
          className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full bg-accent transition-[width]" style={{ width: `${upload.progress}%` }} />
        </div>
      ) : null}
      {busy ? (
        <p className="text-muted text-xs" aria-live="polite">
          {t('ui.upload.uploading', { percent: upload.progress })}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-danger text-xs">
          {message}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-subtle text-xs">
        {hint ?? t('ui.upload.requirements', { size: sizeMb })}
      </p>
    </div>
  );
}
