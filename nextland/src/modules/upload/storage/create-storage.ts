import type { Config } from '../../../config.js';
import { DiskStorage } from './disk-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** S3 when S3_BUCKET is configured, the two local directories otherwise. */
export function createStorage(config: Pick<Config, 'filesDir' | 'privateFilesDir' | 's3'>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(config);
}
