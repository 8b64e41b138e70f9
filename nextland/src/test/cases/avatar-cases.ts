// Issue 9 §4: a profile picture is one of the caller's own public uploads (or unchanged), never any path or URL.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { customers } from '../../modules/customer/schema.js';
import { C, call, registerNew } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import { identityImage, sampleImage, uploadFile } from '../upload-helpers.js';

type FieldErrors = { fields: { field: string; message: string }[] };

function setAvatar(use: UseApi, token: string, avatarUrl: string | null, lang = 'en') {
  return call<FieldErrors & { avatarUrl: string | null }>(
    use().app,
    'POST',
    `${C}/update`,
    { avatarUrl },
    { token, lang },
  );
}

async function expectRefused(use: UseApi, token: string, avatarUrl: string) {
  const reply = await setAvatar(use, token, avatarUrl);
  expect(reply.status, avatarUrl).toBe(400);
  expect(reply.body.code).toBe(400);
  expect(reply.body.data.fields.map((f) => f.field)).toEqual(['avatarUrl']);
}

export function avatarCases(use: UseApi): void {
  it('accepts an own public upload and stores its normalised path and size', async () => {
    const { app, db } = use();
    const user = await registerNew(app);
    const upload = await uploadFile(app, 'avatar', await sampleImage('png', { width: 64, height: 48 }), {
      token: user.access_token,
      contentType: 'image/png',
      filename: 'me.png',
    });
    const url = upload.body.data.url;
    const reply = await setAvatar(use, user.access_token, url);
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.avatarUrl).toBe(url);
    const [row] = await db
      .select()
      .from(customers)
      .where(eq(customers.id, Number(user.user_id)));
    expect(row).toMatchObject({ avatarUrl: url, avatarWidth: 64, avatarHeight: 48 });
    // Sending the current picture again (the profile form always does) and clearing it both work.
    expect((await setAvatar(use, user.access_token, url)).body.code).toBe(200);
    expect((await setAvatar(use, user.access_token, null)).body.data.avatarUrl).toBeNull();
  });

  it('refuses traversal, private files, other users’ uploads and external URLs with a field error', async () => {
    const { app } = use();
    const owner = await registerNew(app);
    const other = await registerNew(app);
    const others = await uploadFile(app, 'avatar', await sampleImage('jpeg'), { token: other.access_token });
    const ownPrivate = await identityImage(app, owner.access_token);
    const ownPrivateId = ownPrivate.split('/').at(-1);
    for (const url of [
      '/files/uploads/../private/3',
      `/files/uploads/../private/${ownPrivateId}`,
      '/files/uploads/%2e%2e/private/3',
      '/files/./private/3',
      ownPrivate,
      others.body.data.url,
      'https://evil.example.com/a.png',
      'http://localhost:8080/files/uploads/ab/cd.png',
      '/files/avatars/1.svg',
      '/files/uploads/ab/0123456789abcdef0123456789abcdef.png',
    ]) {
      await expectRefused(use, owner.access_token, url);
    }
  });

  it('translates the refusal', async () => {
    const user = await registerNew(use().app);
    const reply = await setAvatar(use, user.access_token, 'https://evil.example.com/a.png', 'zh-cn');
    expect(reply.body.code).toBe(400);
    expect(reply.body.data.fields[0]?.message).toMatch(/[\u4e00-\u9fff]/);
  });
}
