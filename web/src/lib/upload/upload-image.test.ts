import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from './fake-xhr';
import { UploadError } from './upload-error';
import { uploadImage } from './upload-image';

const file = new File([new Uint8Array([1, 2, 3])], 'id-front.jpg', { type: 'image/jpeg' });

async function failure(promise: Promise<unknown>): Promise<UploadError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadError) return error;
    throw error;
  }
  throw new Error('expected the upload to fail');
}

describe('uploadImage', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file as `file` with the CSRF headers and resolves the image', async () => {
    const progress = vi.fn();
    const pending = uploadImage(file, 'identity', { locale: 'en', onProgress: progress });
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/upload?purpose=identity');
    expect(xhr.headers).toMatchObject({
      'apollo-require-preflight': 'true',
      'x-requested-with': 'XMLHttpRequest',
      'x-locale': 'en',
    });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.progress(50, 200);
    expect(progress).toHaveBeenCalledWith(0.25);
    xhr.respond(200, {
      code: 200,
      success: true,
      msg: 'ok',
      data: { id: '9', url: '/files/private/9', width: 800, height: 600, visibility: 'private' },
    });
    await expect(pending).resolves.toEqual({ id: '9', url: '/files/private/9', width: 800, height: 600 });
  });

  it("carries the server's translated message and field messages on 400", async () => {
    const pending = uploadImage(file, 'avatar', { locale: 'en' });
    (FakeXhr.last as FakeXhr).respond(400, {
      code: 400,
      success: false,
      msg: '图片格式不支持',
      data: { fields: [{ field: 'file', message: '图片格式不支持' }] },
    });
    const error = await failure(pending);
    expect(error).toMatchObject({ kind: 'invalid', status: 400, message: '图片格式不支持' });
    expect(error.fields).toEqual({ file: '图片格式不支持' });
  });

  it('treats 506/507 as a lost session', async () => {
    const pending = uploadImage(file, 'avatar', { locale: 'en' });
    (FakeXhr.last as FakeXhr).respond(401, { code: 507, success: false, msg: '', data: null });
    expect(await failure(pending)).toMatchObject({
      kind: 'unauthenticated',
      message: 'Your session has ended. Log in again to upload.',
    });
  });

  it("uses our translation when a proxy answers with something that isn't an envelope", async () => {
    const pending = uploadImage(file, 'listing', { locale: 'zh-tw' });
    (FakeXhr.last as FakeXhr).respond(413, '<html>Request Entity Too Large</html>');
    expect(await failure(pending)).toMatchObject({
      kind: 'tooLarge',
      status: 413,
      message: '圖片太大了（不能超過 5 MB）。',
    });
  });

  it.each([
    ['en', 'The image is too large (at most 5 MB).'],
    ['zh-cn', '图片太大了（不能超过 5 MB）。'],
  ] as const)("shows the translated limit for the web server's own 413 (%s)", async (locale, message) => {
    const pending = uploadImage(file, 'listing', { locale });
    (FakeXhr.last as FakeXhr).respond(413, {
      code: 413,
      error: 'PAYLOAD_TOO_LARGE',
      message: 'Uploads are limited to 6 MB',
    });
    expect(await failure(pending)).toMatchObject({ kind: 'tooLarge', status: 413, message });
  });

  it('reports a network failure and an abort', async () => {
    const broken = uploadImage(file, 'listing', { locale: 'en' });
    (FakeXhr.last as FakeXhr).onerror?.();
    expect((await failure(broken)).kind).toBe('network');

    const controller = new AbortController();
    const cancelled = uploadImage(file, 'listing', { locale: 'en', signal: controller.signal });
    controller.abort();
    expect((FakeXhr.last as FakeXhr).aborted).toBe(true);
    expect((await failure(cancelled)).kind).toBe('aborted');
  });
});
