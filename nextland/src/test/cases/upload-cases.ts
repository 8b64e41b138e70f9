import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { uploads } from '../../modules/upload/schema.js';
import { loginAs, registerNew } from '../account-helpers.js';
import { CLIENT_AUTH } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';
import { readPrivate, sampleImage, UPLOAD, uploadFile } from '../upload-helpers.js';
import { demoId } from './login-cases.js';

type FieldErrors = { fields: { field: string; message: string }[] };

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
const HTML = '<!doctype html><html><body><script>alert(1)</script></body></html>';

function fieldsOf(body: { data: unknown }) {
  return (body.data as FieldErrors).fields;
}

function allFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' });
}

export function uploadCases(use: UseApi): void {
  it('stores a public avatar re-encoded under a random name, served with immutable cache headers', async () => {
    const { app, db, filesDir } = use();
    const user = await registerNew(app);
    const reply = await uploadFile(app, 'avatar', await sampleImage('png', { width: 64, height: 48 }), {
      token: user.access_token,
      filename: 'me.png',
      contentType: 'image/png',
    });
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data).toMatchObject({ width: 64, height: 48, visibility: 'public' });
    expect(data.url).toMatch(/^\/files\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
    const served = await app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(readFileSync(join(filesDir, data.url.slice('/files/'.length))))).toBe(
      true,
    );
    const [row] = await db
      .select()
      .from(uploads)
      .where(eq(uploads.id, Number(data.id)));
    expect(row).toMatchObject({
      ownerId: Number(user.user_id),
      purpose: 'avatar',
      visibility: 'public',
      mime: 'image/png',
      bytes: served.rawPayload.length,
      sha256: createHash('sha256').update(served.rawPayload).digest('hex'),
    });
  });

  it('decides the type from the bytes: the content counts, never the name or the declared type', async () => {
    const { app } = use();
    const { access_token: token } = await registerNew(app);
    for (const [data, filename] of [
      [HTML, 'photo.jpg'],
      [SVG, 'photo.jpg'],
      [SVG, 'vector.svg'],
      [await sampleImage('gif'), 'anim.jpg'],
      [Buffer.from('MZ\x90\x00 not really an image'), 'setup.png'],
    ] as const) {
      const reply = await uploadFile(app, 'avatar', data, { token, filename, contentType: 'image/jpeg' });
      expect(reply.status, filename).toBe(400);
      expect(fieldsOf(reply.body)).toEqual([
        { field: 'file', message: 'Only JPEG, PNG or WebP images are accepted' },
      ]);
    }
    const translated = await uploadFile(app, 'avatar', SVG, { token, lang: 'zh-tw' });
    expect(fieldsOf(translated.body)[0]?.message).toBe('僅支援 JPEG、PNG 或 WebP 圖片');
    // A real WebP sent as "notes.txt, text/plain" is still a WebP.
    const webp = await uploadFile(app, 'listing', await sampleImage('webp'), {
      token,
      filename: 'notes.txt',
      contentType: 'text/plain',
    });
    expect(webp.body.data.url).toMatch(/\.webp$/);
  });

  it('refuses a file over the byte limit (5 MB) with a field error', async () => {
    const { app } = use();
    const { access_token: token } = await registerNew(app);
    const big = Buffer.concat([await sampleImage('jpeg'), Buffer.alloc(5 * 1024 * 1024)]);
    const reply = await uploadFile(app, 'avatar', big, { token });
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply.body)).toEqual([
      { field: 'file', message: 'The file is too large (at most 5 MB)' },
    ]);
  });

  it('applies the EXIF orientation and strips EXIF (GPS included)', async () => {
    const { app } = use();
    const { access_token: token } = await registerNew(app);
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'EXIF-MARKER-4711' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '31/1 14/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '121/1 28/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(photo.includes('EXIF-MARKER-4711')).toBe(true);
    const reply = await uploadFile(app, 'listing', photo, { token });
    // Orientation 6 is a quarter turn: the stored image is upright, 20 × 40.
    expect(reply.body.data).toMatchObject({ width: 20, height: 40 });
    const stored = (await app.inject({ method: 'GET', url: reply.body.data.url })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('EXIF-MARKER-4711')).toBe(false);
  });

  it('keeps identity documents private: owner and officials only, never under /files', async () => {
    const { app, filesDir, privateFilesDir } = use();
    const owner = await registerNew(app);
    const other = await registerNew(app);
    const official = await loginAs(app, await demoId(use, 'official'));
    const reply = await uploadFile(app, 'identity', await sampleImage('jpeg'), { token: owner.access_token });
    const { id, url, visibility } = reply.body.data;
    expect({ url, visibility }).toEqual({ url: `/files/private/${id}`, visibility: 'private' });

    const own = await readPrivate(app, id, owner.access_token);
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    expect((await sharp(own.rawPayload).metadata()).format).toBe('jpeg');
    expect((await readPrivate(app, id, official.access_token)).statusCode).toBe(200);
    const stranger = await readPrivate(app, id, other.access_token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 404 });
    expect(stranger.rawPayload.equals(own.rawPayload)).toBe(false);
    const anonymous = await readPrivate(app, id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 506 });
    expect((await readPrivate(app, id, owner.access_token, null)).json()).toMatchObject({ code: 401 });

    // The bytes live only under the private root, and no public path reaches them.
    const [stored] = allFiles(privateFilesDir).filter((f) => f.endsWith('.jpg'));
    expect(stored).toBeDefined();
    const name = String(stored).split('/').pop() ?? '';
    expect(readFileSync(join(privateFilesDir, String(stored))).equals(own.rawPayload)).toBe(true);
    expect(allFiles(filesDir).some((f) => f.endsWith(name))).toBe(false);
    for (const path of [`/files/private/${id}`, `/files/uploads/${stored}`, `/files/${stored}`]) {
      const attempt = await app.inject({ method: 'GET', url: path });
      expect(attempt.statusCode, path).toBe(404);
      expect(attempt.rawPayload.equals(own.rawPayload)).toBe(false);
    }
  });

  it('answers public uploads, unknown and malformed ids on the private route with 404', async () => {
    const { app } = use();
    const { access_token: token } = await registerNew(app);
    const avatar = await uploadFile(app, 'avatar', await sampleImage('jpeg'), { token });
    for (const id of [avatar.body.data.id, '999999999', 'abc', '0', '../1']) {
      expect((await readPrivate(app, id, token)).statusCode, id).toBe(404);
    }
  });

  it('needs a logged-in user (506 before the body is read) and a known purpose', async () => {
    const { app } = use();
    const anonymous = await uploadFile(app, 'avatar', await sampleImage('jpeg'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(506);
    const { access_token: token } = await registerNew(app);
    const purpose = await uploadFile(app, 'banner', await sampleImage('jpeg'), { token });
    expect(purpose.status).toBe(400);
    expect(fieldsOf(purpose.body)[0]?.field).toBe('purpose');
  });

  it('takes exactly one file in the field "file"', async () => {
    const { app } = use();
    const { access_token: token } = await registerNew(app);
    const image = await sampleImage('jpeg');
    const file = { data: image, filename: 'a.jpg', contentType: 'image/jpeg' };
    for (const parts of [
      [{ name: 'caption', data: 'no file here' }],
      [{ name: 'photo', ...file }],
      [
        { name: 'file', ...file },
        { name: 'file', ...file },
      ],
    ]) {
      const reply = await uploadFile(app, 'avatar', '', { token, parts });
      expect(reply.status, JSON.stringify(parts.map((p) => p.name))).toBe(400);
      expect(fieldsOf(reply.body).map((f) => f.field)).toEqual(['file']);
    }
    const json = await app.inject({
      method: 'POST',
      url: `${UPLOAD}?purpose=avatar&lang=en`,
      headers: { authorization: CLIENT_AUTH, 'ft-auth': `bearer ${token}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(fieldsOf(json.json())).toEqual([{ field: 'file', message: 'This field is required' }]);
    const withField = await uploadFile(app, 'avatar', '', {
      token,
      parts: [
        { name: 'caption', data: 'ignored' },
        { name: 'file', ...file },
      ],
    });
    expect(withField.status).toBe(200);
  });

  it('limits uploads per user and hour (429 with retryAfter)', async () => {
    const { app } = use();
    const { access_token: token } = await registerNew(app);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await uploadFile(app, 'avatar', HTML, { token })).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await uploadFile(app, 'avatar', await sampleImage('jpeg'), { token });
    expect(limited.status).toBe(429);
    expect((limited.body.data as unknown as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
  });
}
