// Uploads with S3-compatible storage (S3_BUCKET set), against the local fake S3: the same routes, no disk.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, registerNew } from './account-helpers.js';
import { type ApiContext, startApi } from './api-harness.js';
import { demoId } from './cases/login-cases.js';
import { driverNamed } from './describe-on-drivers.js';
import { type FakeS3, startFakeS3 } from './fake-s3.js';
import { readPrivate, sampleImage, uploadFile } from './upload-helpers.js';

let s3: FakeS3;
let api: ApiContext & { stop(): Promise<void> };

beforeAll(async () => {
  s3 = await startFakeS3();
  api = await startApi(
    // Migrated but not seeded: the seed must write its ID card images to the bucket.
    () => driverNamed('PGlite').open('migrated'),
    {
      S3_BUCKET: 'media',
      S3_PRIVATE_BUCKET: 'media-private',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.credentials.region,
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
  );
});

afterAll(async () => {
  await api?.stop();
  await s3?.close();
});

describe('uploads on S3-compatible storage', () => {
  it('stores public uploads in the bucket and streams them at /files/uploads with cache headers', async () => {
    const { app, filesDir } = api;
    const user = await registerNew(app);
    const reply = await uploadFile(app, 'avatar', await sampleImage('webp'), { token: user.access_token });
    const { url } = reply.body.data;
    expect(url).toMatch(/^\/files\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    const stored = s3.objects.get(`/media${url.slice('/files'.length)}`);
    expect(stored?.contentType).toBe('image/webp');
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(stored?.body ?? Buffer.alloc(0))).toBe(true);
    expect(existsSync(join(filesDir, 'uploads'))).toBe(false);
    // Seed artwork still comes from disk; an unknown upload is the usual 404.
    expect((await app.inject({ method: 'GET', url: '/files/goods/1-1.svg' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/files/uploads/ab/none.webp' })).statusCode).toBe(404);
  });

  it('keeps identity documents in the private bucket, readable only through the private route', async () => {
    const { app, privateFilesDir } = api;
    const owner = await registerNew(app);
    const other = await registerNew(app);
    const official = await loginAs(app, await demoId(() => api, 'official'));
    const reply = await uploadFile(app, 'identity', await sampleImage('jpeg'), { token: owner.access_token });
    const { id } = reply.body.data;
    const keys = [...s3.objects.keys()].filter((k) => k.startsWith('/media-private/private/'));
    // The seed wrote the demo real-name application's two ID card images there too.
    const uploaded = keys.filter((k) => !k.startsWith('/media-private/private/seed/'));
    expect(keys.length - uploaded.length).toBe(2);
    expect(uploaded).toHaveLength(1);
    const own = await readPrivate(app, id, owner.access_token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=3600');
    expect((await sharp(own.rawPayload).metadata()).format).toBe('jpeg');
    expect((await readPrivate(app, id, official.access_token)).statusCode).toBe(200);
    expect((await readPrivate(app, id, other.access_token)).statusCode).toBe(404);
    const key = String(uploaded[0]).slice('/media-private/private/'.length);
    expect((await app.inject({ method: 'GET', url: `/files/uploads/${key}` })).statusCode).toBe(404);
    expect(existsSync(privateFilesDir) ? readdirSync(privateFilesDir) : []).toEqual([]);
  });
});
