import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../../config.js';
import { type FakeS3, startFakeS3 } from '../../../test/fake-s3.js';
import { S3Storage } from './s3-storage.js';
import type { StoredObject } from './storage.js';

function read(object: StoredObject | null): Promise<Buffer> {
  if (!object) throw new Error('object missing');
  return buffer(object.body);
}

let s3: FakeS3;

function config(overrides: Partial<S3Config> = {}): S3Config {
  return {
    bucket: 'media',
    privateBucket: 'media-private',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    publicUrl: undefined,
    ...s3.credentials,
    ...overrides,
  };
}

beforeAll(async () => {
  s3 = await startFakeS3();
});

afterAll(async () => {
  await s3.close();
});

describe('S3Storage (against a local fake S3)', () => {
  it('puts and gets public objects under uploads/ with their type and the immutable cache header', async () => {
    const storage = new S3Storage(config());
    const bytes = Buffer.from('public image bytes');
    await storage.put('public', 'ab/abc.jpg', bytes, 'image/jpeg');
    expect(s3.objects.get('/media/uploads/ab/abc.jpg')).toEqual({
      body: bytes,
      contentType: 'image/jpeg',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const object = await storage.get('public', 'ab/abc.jpg');
    expect(object).toMatchObject({ bytes: bytes.length, contentType: 'image/jpeg' });
    expect(await read(object)).toEqual(bytes);
  });

  it('keeps private objects in the private bucket under private/, never under the public prefix', async () => {
    const storage = new S3Storage(config());
    await storage.put('private', 'cd/id-card.png', Buffer.from('secret'), 'image/png');
    expect([...s3.objects.keys()].filter((k) => k.includes('id-card'))).toEqual([
      '/media-private/private/cd/id-card.png',
    ]);
    expect(s3.objects.get('/media-private/private/cd/id-card.png')?.cacheControl).toBe('private, no-store');
    expect(await storage.get('public', 'cd/id-card.png')).toBeNull();
    const object = await storage.get('private', 'cd/id-card.png');
    expect((await read(object)).toString()).toBe('secret');
  });

  it('answers null for a missing object and deletes', async () => {
    const storage = new S3Storage(config());
    expect(await storage.get('public', 'zz/missing.jpg')).toBeNull();
    await storage.put('public', 'ef/gone.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('public', 'ef/gone.webp');
    expect(await storage.get('public', 'ef/gone.webp')).toBeNull();
    await storage.delete('public', 'ef/gone.webp');
  });

  it('fails loudly when the service refuses the signature', async () => {
    const storage = new S3Storage(config({ secretAccessKey: 'wrong' }));
    await expect(storage.put('public', 'ab/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /HTTP 403/,
    );
    await expect(storage.get('public', 'ab/abc.jpg')).rejects.toThrow(/HTTP 403/);
  });

  it('builds path-style and virtual-hosted URLs and refuses unsafe keys', () => {
    const hosted = new S3Storage(
      config({ endpoint: 'https://s3.eu-west-1.amazonaws.com', forcePathStyle: false }),
    );
    expect(hosted.objectUrl('public', 'ab/c.jpg')).toBe(
      'https://media.s3.eu-west-1.amazonaws.com/uploads/ab/c.jpg',
    );
    expect(hosted.objectUrl('private', 'ab/c.jpg')).toBe(
      'https://media-private.s3.eu-west-1.amazonaws.com/private/ab/c.jpg',
    );
    expect(new S3Storage(config()).objectUrl('public', 'ab/c.jpg')).toBe(
      `${s3.endpoint}/media/uploads/ab/c.jpg`,
    );
    expect(() => hosted.objectUrl('public', '../private/ab/c.jpg')).toThrow(/unsafe/);
  });

  it('gives browsers S3_PUBLIC_URL when set, else the /files/uploads path nextland streams', () => {
    expect(new S3Storage(config()).publicUrl('ab/c.jpg')).toBe('/files/uploads/ab/c.jpg');
    expect(new S3Storage(config({ publicUrl: 'https://cdn.example.com' })).publicUrl('ab/c.jpg')).toBe(
      'https://cdn.example.com/uploads/ab/c.jpg',
    );
  });
});
