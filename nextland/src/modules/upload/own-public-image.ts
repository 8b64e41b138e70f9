import type { Db } from '../../db/client.js';
import { findOwnPublicUpload, type UploadRow } from './queries.js';
import { PUBLIC_PREFIX, type Storage } from './storage/storage.js';

// The only shape storeUpload gives a public key: `ab/<32 hex>.<ext>`. Anything else was never uploaded.
const STORED_KEY = new RegExp(`/${PUBLIC_PREFIX}/([0-9a-f]{2}/[0-9a-f]{32}\\.(?:jpg|png|webp))$`);

/**
 * The caller's own public upload that `url` names, or null. The url must be exactly the path (or S3_PUBLIC_URL
 * address) this deployment hands out for that upload, so `..`, encoded segments, private files, other users'
 * uploads and foreign hosts all fail (issue 9 §4: an avatar once pointed at an identity document).
 */
export async function ownPublicImage(
  deps: { db: Db; storage: Storage },
  ownerId: number,
  url: string,
): Promise<UploadRow | null> {
  const key = STORED_KEY.exec(url)?.[1];
  if (!key || deps.storage.publicUrl(key) !== url) return null;
  return (await findOwnPublicUpload(deps.db, ownerId, key)) ?? null;
}
