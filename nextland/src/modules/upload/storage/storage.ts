import type { Readable } from 'node:stream';

/** public: readable by anyone under /files/uploads (or S3_PUBLIC_URL); private: only through the private route. */
export type Visibility = 'public' | 'private';

export type StoredObject = { body: Readable; bytes: number; contentType: string };

/**
 * Where upload bytes live. Keys are relative (`ab/<random>.jpg`) and safe (see files/validators.ts); each
 * visibility has its own root, so a private key can never be reached through the public file route.
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  put(visibility: Visibility, key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when the object does not exist. */
  get(visibility: Visibility, key: string): Promise<StoredObject | null>;
  delete(visibility: Visibility, key: string): Promise<void>;
  /** The URL browsers use for a public object. */
  publicUrl(key: string): string;
}

/** Public uploads sit under this folder of FILES_DIR (and this prefix of the bucket): `/files/uploads/<key>`. */
export const PUBLIC_PREFIX = 'uploads';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
