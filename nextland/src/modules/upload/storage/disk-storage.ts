import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isSafeFilePath } from '../../files/validators.js';
import {
  MIME_BY_EXTENSION,
  PUBLIC_PREFIX,
  type Storage,
  type StoredObject,
  type Visibility,
} from './storage.js';

/**
 * The embedded default: public uploads in `FILES_DIR/uploads` (served by the /files route), private ones in
 * PRIVATE_FILES_DIR, which config.ts refuses to place inside FILES_DIR.
 */
export class DiskStorage implements Storage {
  readonly kind = 'disk';
  readonly #roots: Record<Visibility, string>;

  constructor(dirs: { filesDir: string; privateFilesDir: string }) {
    this.#roots = { public: join(dirs.filesDir, PUBLIC_PREFIX), private: dirs.privateFilesDir };
  }

  #path(visibility: Visibility, key: string): string {
    if (!isSafeFilePath(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(this.#roots[visibility], key);
  }

  async put(visibility: Visibility, key: string, bytes: Buffer): Promise<void> {
    const path = this.#path(visibility, key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.partial`;
    await writeFile(partial, bytes, { flag: 'wx' });
    await rename(partial, path);
  }

  async get(visibility: Visibility, key: string): Promise<StoredObject | null> {
    const path = this.#path(visibility, key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return {
        body: createReadStream(path),
        bytes: info.size,
        contentType: MIME_BY_EXTENSION[extension] ?? 'application/octet-stream',
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(visibility: Visibility, key: string): Promise<void> {
    await rm(this.#path(visibility, key), { force: true });
  }

  publicUrl(key: string): string {
    return `/files/${PUBLIC_PREFIX}/${key}`;
  }
}
