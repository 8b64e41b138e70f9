// https://github.com/mhart/aws4fetch — SigV4 signing over fetch; the S3 REST API itself:
// https://docs.aws.amazon.com/AmazonS3/latest/API/API_PutObject.html (PutObject, GetObject, DeleteObject).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../../config.js';
import { isSafeFilePath } from '../../files/validators.js';
import {
  PUBLIC_CACHE_CONTROL,
  PUBLIC_PREFIX,
  type Storage,
  type StoredObject,
  type Visibility,
} from './storage.js';

const PRIVATE_PREFIX = 'private';
const TIMEOUT_MS = 30_000;

/**
 * S3-compatible object storage (AWS, MinIO, R2…). Public objects go under `uploads/` of S3_BUCKET, private ones
 * under `private/` of S3_PRIVATE_BUCKET (S3_BUCKET when unset): a bucket policy may expose `uploads/*` only.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  readonly #config: S3Config;
  readonly #client: AwsClient;

  constructor(config: S3Config) {
    this.#config = config;
    this.#client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
      // aws4fetch retries 5xx and 429 with backoff; its default of 10 would hold an upload for minutes.
      retries: 2,
    });
  }

  /** Object URL, path-style (`endpoint/bucket/key`) or virtual-hosted (`bucket.endpoint/key`). */
  objectUrl(visibility: Visibility, key: string): string {
    if (!isSafeFilePath(key)) throw new Error(`unsafe storage key: ${key}`);
    const bucket = visibility === 'public' ? this.#config.bucket : this.#config.privateBucket;
    const objectKey = `${visibility === 'public' ? PUBLIC_PREFIX : PRIVATE_PREFIX}/${key}`;
    const endpoint = new URL(this.#config.endpoint);
    if (this.#config.forcePathStyle) return `${endpoint.origin}/${bucket}/${objectKey}`;
    return `${endpoint.protocol}//${bucket}.${endpoint.host}/${objectKey}`;
  }

  async put(visibility: Visibility, key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.#client.fetch(this.objectUrl(visibility, key), {
      method: 'PUT',
      // A copy on an ArrayBuffer: a BodyInit under both Node's and the DOM's fetch types (the BFF's tests compile
      // nextland too). Uploads are a few MB at most.
      body: new Uint8Array(bytes),
      headers: {
        'content-type': contentType,
        'cache-control': visibility === 'public' ? PUBLIC_CACHE_CONTROL : 'private, no-store',
        // Signed, so the service rejects bytes altered on the way.
        'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`S3 PUT failed with HTTP ${response.status}`);
  }

  async get(visibility: Visibility, key: string): Promise<StoredObject | null> {
    const response = await this.#client.fetch(this.objectUrl(visibility, key), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`S3 GET failed with HTTP ${response.status}`);
    }
    return {
      body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      bytes: Number(response.headers.get('content-length') ?? 0),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(visibility: Visibility, key: string): Promise<void> {
    const response = await this.#client.fetch(this.objectUrl(visibility, key), {
      method: 'DELETE',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok && response.status !== 404)
      throw new Error(`S3 DELETE failed with HTTP ${response.status}`);
  }

  publicUrl(key: string): string {
    const base = this.#config.publicUrl ?? '/files';
    return `${base}/${PUBLIC_PREFIX}/${key}`;
  }
}
