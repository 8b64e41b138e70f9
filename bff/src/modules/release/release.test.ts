import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let fake: TestNextland;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startNextland();
  app = await buildTestApp(fake);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const errors = 'userErrors { field code message }';
const en = { 'x-locale': 'en' };
const draftFields =
  'id kind status originalLang title description categoryId priceFen stock editionSize mediaType licence images { url width height } translations { lang title description }';
const save = `mutation S($kind: ReleaseKind!, $id: ID, $input: ReleaseDraftInput!) { saveReleaseDraft(kind: $kind, id: $id, input: $input) { draft { ${draftFields} } ${errors} } }`;
const release = `mutation R($kind: ReleaseKind!, $id: ID!) { releaseItem(kind: $kind, id: $id) { id status ${errors} } }`;
const read = `query D($kind: ReleaseKind!, $id: ID!) { releaseDraft(kind: $kind, id: $id) { ${draftFields} } }`;
const list = 'query L($kind: ReleaseKind!) { myReleaseDrafts(kind: $kind) { id kind title coverUrl } }';

// A 4×4 PNG: nextland re-encodes it, so any real image does.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMwTjsDRwzEcQA64hZR6ypPHQAAAABJRU5ErkJggg==',
  'base64',
);

async function listingImage(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'p.png');
  const upload = await fake.accounts.ok<{ url: string }>(
    'POST',
    '/nextland-customer/api/framework/v1/upload',
    {
      token,
      body: form,
      query: { purpose: 'listing' },
    },
  );
  return upload.url;
}

async function ceramicsId(): Promise<string> {
  const reply = await postGraphql(app, '{ categories { id code } }');
  const categories = reply.body.data?.categories as { id: string; code: string }[];
  return categories.find((category) => category.code === 'ceramics')?.id ?? '';
}

type Payload = { draft: Record<string, unknown> & { id: string }; userErrors: unknown[] };

function savedOf(reply: { body: { data?: Record<string, unknown> | null } }): Payload {
  return reply.body.data?.saveReleaseDraft as Payload;
}

describe('release form', () => {
  it('saves a goods draft step by step, lists it, reads it back and releases it', async () => {
    const seller = await fake.accounts.verified();
    const cookies = sessionCookies(seller);
    const first = await postGraphql(app, save, {
      variables: { kind: 'GOODS', input: { title: '青瓷茶杯', originalLang: 'ZH_CN' } },
      cookies,
      headers: en,
    });
    const created = first.body.data?.saveReleaseDraft as Payload;
    expect(created).toMatchObject({
      draft: { kind: 'GOODS', status: 'DRAFT', title: '青瓷茶杯' },
      userErrors: [],
    });
    const { id } = created.draft;
    const listed = await postGraphql(app, list, { variables: { kind: 'GOODS' }, cookies });
    expect(listed.body.data?.myReleaseDrafts).toEqual([
      { id, kind: 'GOODS', title: '青瓷茶杯', coverUrl: expect.any(String) },
    ]);
    // Releasing half a form names every missing field.
    const early = await postGraphql(app, release, { variables: { kind: 'GOODS', id }, cookies, headers: en });
    const refused = early.body.data?.releaseItem as { status: null; userErrors: { field: string }[] };
    expect(refused.status).toBeNull();
    expect(refused.userErrors.map((error) => error.field).sort()).toEqual([
      'categoryId',
      'description',
      'images',
      'priceFen',
      'stock',
    ]);
    const images = [await listingImage(seller.access_token), await listingImage(seller.access_token)];
    const input = {
      description: '手工拉坯。',
      categoryId: await ceramicsId(),
      priceFen: 12_800,
      stock: 3,
      images,
      translations: [{ lang: 'EN', title: 'Celadon cup', description: 'Hand-thrown.' }],
    };
    const saved = await postGraphql(app, save, { variables: { kind: 'GOODS', id, input }, cookies });
    expect(savedOf(saved).userErrors).toEqual([]);
    const back = await postGraphql(app, read, { variables: { kind: 'GOODS', id }, cookies });
    expect(back.body.data?.releaseDraft).toMatchObject({
      originalLang: 'ZH_CN',
      priceFen: 12_800,
      stock: 3,
      editionSize: null,
      images: images.map((url) => ({ url })),
      translations: [{ lang: 'EN', title: 'Celadon cup' }],
    });
    const released = await postGraphql(app, release, { variables: { kind: 'GOODS', id }, cookies });
    expect(released.body.data?.releaseItem).toEqual({ id, status: 'ON_SALE', userErrors: [] });
    const after = await postGraphql(app, list, { variables: { kind: 'GOODS' }, cookies });
    expect(after.body.data?.myReleaseDrafts).toEqual([]);
  });

  it('maps a work’s fields, field errors, the unverified refusal and someone else’s draft', async () => {
    const seller = await fake.accounts.verified();
    const cookies = sessionCookies(seller);
    const input = { title: 'Dawn', editionSize: 10, mediaType: 'MODEL_3D', licence: 'COMMERCIAL' };
    const work = await postGraphql(app, save, { variables: { kind: 'WORK', input }, cookies });
    const draft = savedOf(work).draft;
    expect(draft).toMatchObject({ kind: 'WORK', stock: null, editionSize: 10, mediaType: 'MODEL_3D' });
    const bad = await postGraphql(app, save, {
      variables: { kind: 'WORK', id: draft.id, input: { title: 'x'.repeat(61), editionSize: 0 } },
      cookies,
      headers: en,
    });
    expect(savedOf(bad).userErrors).toEqual([
      { field: 'title', code: 'INVALID', message: 'Must be at most 60 characters' },
      { field: 'editionSize', code: 'INVALID', message: 'Must be at least 1' },
    ]);
    const stranger = sessionCookies(await fake.accounts.verified());
    const theirs = await postGraphql(app, read, {
      variables: { kind: 'WORK', id: draft.id },
      cookies: stranger,
    });
    expect(theirs.body.data?.releaseDraft).toBeNull();
    const unverified = sessionCookies(await fake.accounts.register());
    const refused = await postGraphql(app, save, {
      variables: { kind: 'GOODS', input: { title: 'x' } },
      cookies: unverified,
      headers: en,
    });
    expect(refused.body.data?.saveReleaseDraft).toEqual({
      draft: null,
      userErrors: [
        { field: null, code: 'FORBIDDEN', message: 'Complete real-name verification before selling' },
      ],
    });
  });
});
