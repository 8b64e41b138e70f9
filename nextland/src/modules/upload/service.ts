import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { type MessageKey, t } from '../../lib/messages/index.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import { AccountType } from '../customer/account-type.js';
import type { SessionUser } from '../session/service.js';
import { ImageRejectedError, type ImageRejection, type ProcessedImage, processImage } from './image.js';
import { findUpload, insertUpload, ownedIdentityIds, type UploadRow } from './queries.js';
import type { Storage, StoredObject } from './storage/storage.js';
import {
  MAX_SIDE,
  type Purpose,
  privateUploadId,
  privateUrl,
  type UploadDto,
  VISIBILITY_OF,
} from './validators.js';

// What other modules use of uploads: the profile's avatar is one of the caller's own public uploads.
export { ownPublicImage } from './own-public-image.js';
export type { Storage } from './storage/storage.js';

export type UploadLimits = { maxBytes: number; maxPixels: number; perUserHour: number };

export type UploadDeps = { db: Db; storage: Storage; limiter: RateLimiter; limits: UploadLimits };

const HOUR_MS = 60 * 60 * 1000;

const REJECTION_KEYS: Record<ImageRejection, MessageKey> = {
  type: 'upload.type',
  pixels: 'upload.pixels',
  corrupt: 'upload.corrupt',
};

/** A refused upload: always a 400 field error on `file`, in the request language. */
export function fileError(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}) {
  return new ValidationError([{ field: 'file', message: t(lang, key, params) }]);
}

/** Counted before the body is read, so a flood of uploads costs no image work. */
export async function checkUploadRate(deps: UploadDeps, user: SessionUser): Promise<void> {
  await enforce(deps.limiter, `upload:${user.id}`, { max: deps.limits.perUserHour, windowMs: HOUR_MS });
}

export function toUploadDto(row: UploadRow, storage: Storage): UploadDto {
  return {
    id: String(row.id),
    url: row.visibility === 'public' ? storage.publicUrl(row.storageKey) : privateUrl(row.id),
    width: row.width,
    height: row.height,
    visibility: row.visibility === 'public' ? 'public' : 'private',
  };
}

async function process(deps: UploadDeps, lang: Lang, purpose: Purpose, input: Buffer) {
  try {
    return await processImage(input, { maxSide: MAX_SIDE[purpose], maxPixels: deps.limits.maxPixels });
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    const megapixels = Math.floor(deps.limits.maxPixels / 1_000_000);
    throw fileError(lang, REJECTION_KEYS[error.reason], { max: megapixels });
  }
}

/** Re-encodes the image, stores it under a random name and records it; the row is the only way back to it. */
export async function storeUpload(
  deps: UploadDeps,
  lang: Lang,
  user: SessionUser,
  purpose: Purpose,
  input: Buffer,
): Promise<UploadDto> {
  const image: ProcessedImage = await process(deps, lang, purpose, input);
  const visibility = VISIBILITY_OF[purpose];
  const name = randomBytes(16).toString('hex');
  // Two-character folders keep any one directory (or listing prefix) small.
  const key = `${name.slice(0, 2)}/${name}.${image.extension}`;
  await deps.storage.put(visibility, key, image.data, image.mime);
  try {
    const row = await insertUpload(deps.db, {
      ownerId: user.id,
      purpose,
      visibility,
      storageKey: key,
      mime: image.mime,
      width: image.width,
      height: image.height,
      bytes: image.data.length,
      sha256: createHash('sha256').update(image.data).digest('hex'),
    });
    return toUploadDto(row, deps.storage);
  } catch (error) {
    // No row means nothing can ever point at the object: do not leave it behind.
    await deps.storage.delete(visibility, key).catch(() => undefined);
    throw error;
  }
}

/**
 * A private upload for its owner or an official. Anyone else, a public upload and a missing object
 * all get the same 404, so ids cannot be probed.
 */
export async function openPrivateUpload(
  deps: Pick<UploadDeps, 'db' | 'storage'>,
  user: SessionUser,
  id: number | null,
): Promise<{ row: UploadRow; object: StoredObject }> {
  const row = id === null ? undefined : await findUpload(deps.db, id);
  if (row?.visibility !== 'private') throw new NotFoundError();
  if (row.ownerId !== user.id && user.type !== AccountType.OFFICIAL) throw new NotFoundError();
  const object = await deps.storage.get('private', row.storageKey);
  if (!object) throw new NotFoundError();
  return { row, object };
}

/** Each `url` must be `/files/private/{id}` of an identity upload owned by `ownerId`; else 400 on its field. */
export async function assertOwnIdentityImages(
  db: Db,
  lang: Lang,
  ownerId: number,
  images: { field: string; url: string }[],
): Promise<void> {
  const ids = images.map((image) => privateUploadId(image.url));
  const owned = await ownedIdentityIds(
    db,
    ownerId,
    ids.filter((id): id is number => id !== null),
  );
  const refused = images.filter((_, i) => {
    const id = ids[i];
    return id === null || id === undefined || !owned.has(id);
  });
  if (refused.length > 0) {
    throw new ValidationError(
      refused.map((image) => ({ field: image.field, message: t(lang, 'field.privateImage') })),
    );
  }
}
