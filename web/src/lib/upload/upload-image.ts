import { getBrowserRootStore } from '../../stores/root-store.js';
import { getI18n } from '../i18n/i18n.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.js';
import { UploadError, type UploadErrorKind, uploadErrorKind } from './upload-error.js';
import { UPLOAD_MAX_BYTES } from './upload-limits.js';

export type UploadPurpose = 'avatar' | 'identity' | 'listing';

/**
 * `url` is a path on the web origin; identity uploads are private (`/files/private/{id}`). `id` is the upload's,
 * for the forms that send ids (after-sale photos); null when the server's answer did not carry one.
 */
export type UploadedImage = { id?: string | null; url: string; width: number; height: number };

export type UploadOptions = {
  /** 0…1 as bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Language of our fallback messages and of the server's (`x-locale`); defaults to the page's locale. */
  locale?: Locale;
};

type Envelope = {
  code?: number;
  msg?: string;
  data?: {
    id?: string | number;
    url?: string;
    width?: number;
    height?: number;
    fields?: { field: string; message: string }[];
  };
};

/**
 * `POST /upload?purpose=…` (multipart, one `file` field) on the web origin. XMLHttpRequest rather than fetch
 * because only it reports upload progress. The two headers match the GraphQL client's CSRF defence: a
 * non-simple header forces a preflight, so another site cannot post files with our cookies.
 */
export function uploadImage(file: File, purpose: UploadPurpose, options: UploadOptions = {}) {
  const locale = options.locale ?? getBrowserRootStore()?.locale.locale ?? DEFAULT_LOCALE;
  const fail = (kind: UploadErrorKind, status = 0, msg?: string, fields: Record<string, string> = {}) =>
    new UploadError(
      kind,
      // `size`: the limit named by the "too large" message (the web server's own 413 carries no translation).
      msg?.trim() ||
        getI18n(locale).t(`common:ui.upload.errors.${kind}`, { size: UPLOAD_MAX_BYTES / 1024 / 1024 }),
      status,
      fields,
    );

  return new Promise<UploadedImage>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/upload?purpose=${encodeURIComponent(purpose)}`);
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    xhr.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    xhr.setRequestHeader('x-locale', locale);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(fail('network'));
    xhr.onabort = () => reject(fail('aborted'));
    xhr.onload = () => {
      const body = parseEnvelope(xhr.responseText);
      const code = body?.code ?? xhr.status;
      const data = body?.data;
      if (code === 200 && typeof data?.url === 'string') {
        resolve({
          id: data.id === undefined ? null : String(data.id),
          url: data.url,
          width: Number(data.width ?? 0),
          height: Number(data.height ?? 0),
        });
        return;
      }
      const fields = Object.fromEntries((data?.fields ?? []).map((f) => [f.field, f.message]));
      // A proxy's own 413/502 page is not an envelope and its text is not translated: use ours.
      reject(fail(uploadErrorKind(code === 200 ? 500 : code), code, body?.msg, fields));
    };
    if (options.signal) {
      if (options.signal.aborted) {
        reject(fail('aborted'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && 'code' in value ? (value as Envelope) : null;
  } catch {
    return null;
  }
}
