// Who sees what of a real-name application: only own private images go in, only officials list it, and the
// keyed ID hash never comes out.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_AUTH_SECRET } from '../../config.js';
import { hmacHex } from '../../lib/tokens.js';
import { verifications } from '../../modules/verification/schema.js';
import { C, call, registerNew } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import { identityImage, readPrivate, sampleImage, uploadFile } from '../upload-helpers.js';
import {
  nextIdNumber,
  officialToken,
  REVIEW,
  realNameBody,
  reviewQueue,
  statusOf,
  submitRealName,
} from '../verification-helpers.js';
import { demoId } from './login-cases.js';

type Fields = { fields: { field: string; message: string }[] };

export function realNamePrivacyCases(use: UseApi): void {
  it("ID images must be two of the caller's own identity uploads; otherwise a field error and nothing is written", async () => {
    const { app, db } = use();
    const user = await registerNew(app);
    const token = user.access_token;
    const stranger = await registerNew(app);
    const theirs = await identityImage(app, stranger.access_token);
    const avatar = (await uploadFile(app, 'avatar', await sampleImage('jpeg'), { token })).body.data.url;
    const [own, other] = [await identityImage(app, token), await identityImage(app, token)];
    const body = { name: '赵六', idNumber: nextIdNumber() };
    for (const [idImages, field] of [
      [[own, theirs], 'idImages.1'],
      [[avatar, own], 'idImages.0'],
      [['/files/private/999999999', own], 'idImages.0'],
      [['/files/placeholder.svg', own], 'idImages.0'],
      [[own], 'idImages'],
      [[own, other, own], 'idImages'],
    ] as const) {
      const reply = await call<Fields>(app, 'POST', `${C}/realname`, { ...body, idImages }, { token });
      expect(reply.status, String(idImages)).toBe(400);
      expect(reply.body.data.fields.map((f) => f.field)).toEqual([field]);
    }
    const badNumber = await call<Fields>(
      app,
      'POST',
      `${C}/realname`,
      { ...body, idNumber: '110105199003071230', idImages: [own, other] },
      { token },
    );
    expect(badNumber.body.data.fields).toEqual([{ field: 'idNumber', message: expect.any(String) }]);
    const rows = await db
      .select({ id: verifications.id })
      .from(verifications)
      .where(eq(verifications.customerId, Number(user.user_id)));
    expect(rows).toHaveLength(0);
    expect((await statusOf(app, token)).body.data).toMatchObject({ realName: 0, realNameApplication: null });
  });

  it('the review queue lists real-name applications for officials only (kind=realname or no kind)', async () => {
    const { app } = use();
    const user = await registerNew(app);
    const submitted = await submitRealName(
      app,
      user.access_token,
      await realNameBody(app, user.access_token, { name: '孙七' }),
    );
    const official = await officialToken(use);
    const realName = (await reviewQueue(app, official, '&kind=realname')).body.data.records;
    expect(realName.every((r) => r.kind === 'realname')).toBe(true);
    expect(realName.find((r) => r.id === submitted.body.data.id)).toMatchObject({
      payload: { name: '孙七', idImages: submitted.body.data.payload.idImages },
      applicant: { id: user.user_id, type: 1 },
    });
    const all = (await reviewQueue(app, official, '')).body.data.records;
    expect(all.some((r) => r.id === submitted.body.data.id)).toBe(true);
    expect(all.some((r) => r.kind === 'creator')).toBe(true);
    const creators = (await reviewQueue(app, official, '&kind=creator')).body.data.records;
    expect(creators.some((r) => r.id === submitted.body.data.id)).toBe(false);
    expect((await reviewQueue(app, user.access_token, '&kind=realname')).status).toBe(403);
    expect((await reviewQueue(app, official, '&kind=person')).status).toBe(400);
  });

  it('the keyed ID hash is stored but never answered (submit, status, application, queue, approval)', async () => {
    const { app, db } = use();
    const user = await registerNew(app);
    const token = user.access_token;
    const body = await realNameBody(app, token);
    const submitted = await submitRealName(app, token, body);
    const id = submitted.body.data.id;
    const [row] = await db
      .select()
      .from(verifications)
      .where(eq(verifications.id, Number(id)));
    const idHash = hmacHex(DEFAULT_AUTH_SECRET, `id:${body.idNumber}`);
    // In its own column (the unique index needs it), never in the payload that replies are built from.
    expect(row?.identityHash).toBe(idHash);
    expect(JSON.stringify(row?.payload)).not.toContain(idHash);
    const official = await officialToken(use);
    const replies = [
      submitted,
      await statusOf(app, token),
      await call(app, 'GET', `${C}/auth/application/${id}`, undefined, { token }),
      await reviewQueue(app, official, '&kind=realname'),
      await reviewQueue(app, official, ''),
      await call(app, 'POST', `${REVIEW}/approve/${id}`, undefined, { token: official }),
      await reviewQueue(app, official, '&kind=realname&status=2'),
      await statusOf(app, token),
    ];
    for (const [i, reply] of replies.entries()) {
      expect(reply.body.code, `reply ${i}`).toBe(200);
      const text = JSON.stringify(reply.body);
      expect(text, `reply ${i}`).toContain(id);
      expect(text, `reply ${i}`).not.toContain('idHash');
      expect(text, `reply ${i}`).not.toContain(idHash);
      expect(text, `reply ${i}`).not.toContain(body.idNumber);
    }
  });

  it('the seed has a real-name application under review whose ID card images the official can read', async () => {
    const { app } = use();
    const newcomer = await demoId(use, 'newcomer');
    const official = await officialToken(use);
    const listed = (await reviewQueue(app, official, '&kind=realname')).body.data.records.find(
      (r) => r.applicant?.id === String(newcomer),
    );
    expect(listed).toMatchObject({
      status: 1,
      payload: { name: '许言', idNumberMasked: '330***********0022' },
    });
    const images = listed?.payload.idImages as string[];
    expect(images).toHaveLength(2);
    const stranger = await registerNew(app);
    for (const url of images) {
      const uploadId = url.split('/').pop() ?? '';
      const reply = await readPrivate(app, uploadId, official);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type'], url).toBe('image/png');
      expect(reply.rawPayload.subarray(1, 4).toString(), url).toBe('PNG');
      expect((await readPrivate(app, uploadId, stranger.access_token)).statusCode, url).toBe(404);
    }
  });
}
