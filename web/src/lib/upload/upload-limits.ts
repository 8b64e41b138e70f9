/**
 * What the image pickers accept before sending anything. This is only fast feedback: the upload endpoint is
 * the authority and may still refuse a file (its message is then shown).
 */
export const UPLOAD_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** 5 MB, the upload endpoint's default limit (UPLOAD_MAX_BYTES in nextland); the server re-encodes anyway. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export type UploadPrecheck = { ok: true } | { ok: false; reason: 'type' | 'size' };

export function precheckImage(
  file: File,
  types: readonly string[] = UPLOAD_IMAGE_TYPES,
  maxBytes = UPLOAD_MAX_BYTES,
): UploadPrecheck {
  if (!types.includes(file.type)) return { ok: false, reason: 'type' };
  if (file.size > maxBytes) return { ok: false, reason: 'size' };
  return { ok: true };
}
