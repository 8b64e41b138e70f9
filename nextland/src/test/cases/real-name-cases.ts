import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { verifications } from '../../modules/verification/schema.js';
import { C, call, registerNew, V1 } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import {
  type Application,
  approveAsOfficial,
  nextIdNumber,
  officialToken,
  type Page,
  REVIEW,
  realNameBody,
  statusOf,
  submitRealName,
  verifiedUser,
} from '../verification-helpers.js';

const ID_IN_USE = 'This ID number is already verified on another account';

type Message = { kind: string; title: string; content: string };

async function profileOf(app: FastifyInstance, user: { user_id: string; access_token: string }) {
  const url = `${V1}/current/customer/detail?id=${user.user_id}`;
  const reply = await call<{ type: number; realName: string | null }>(app, 'GET', url, undefined, {
    token: user.access_token,
  });
  return reply.body.data;
}

/** A real-name application from submission to approval or rejection (steps in verification-helpers.ts). */
export function realNameCases(use: UseApi): void {
  it('submitting files an application under review: status 1, the type stays 1', async () => {
    const { app } = use();
    const user = await registerNew(app);
    const token = user.access_token;
    expect((await statusOf(app, token)).body.data).toMatchObject({ realName: 0, realNameApplication: null });
    const body = await realNameBody(app, token);
    const submitted = await submitRealName(app, token, {
      ...body,
      name: ' 李四 ',
      idNumber: '11010519491231002x',
    });
    expect(submitted.body.code).toBe(200);
    expect(submitted.body.data).toMatchObject({
      kind: 'realname',
      status: 1,
      rejectReason: null,
      reviewedAt: null,
    });
    expect(submitted.body.data.payload).toEqual({
      name: '李四',
      idNumberMasked: '110***********002X',
      idImages: body.idImages,
    });
    expect(await profileOf(app, user)).toMatchObject({ type: 1, realName: null });
    const status = (await statusOf(app, token)).body.data;
    expect(status.realName).toBe(1);
    expect(status.realNameApplication).toEqual(submitted.body.data);
    // Under review is not verified: what needs a real name still refuses.
    const creator = { field: '陶瓷', intro: '柴烧', portfolio: [], idImages: body.idImages };
    expect((await call(app, 'POST', `${C}/auth/creator`, creator, { token })).status).toBe(403);
    const card = { cardNumber: '4111 1111 1111 1111', holderName: '李四', bankName: 'B' };
    expect((await call(app, 'POST', `${C}/back/card`, card, { token })).status).toBe(403);
  });

  it('a second submission while one is under review is 409 pending', async () => {
    const { app } = use();
    const user = await registerNew(app);
    const token = user.access_token;
    const body = await realNameBody(app, token);
    expect((await submitRealName(app, token, body)).body.code).toBe(200);
    const again = await submitRealName(app, token, { ...body, name: '李四' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('An application of this kind is already under review');
    const rows = await use()
      .db.select({ id: verifications.id })
      .from(verifications)
      .where(eq(verifications.customerId, Number(user.user_id)));
    expect(rows).toHaveLength(1);
  });

  it('approval verifies: type 2, the reviewed name, a message; afterwards 409 done', async () => {
    const { app } = use();
    const user = await registerNew(app);
    const token = user.access_token;
    const submitted = await submitRealName(app, token, await realNameBody(app, token, { name: '王五' }));
    const approved = await approveAsOfficial(use, submitted.body.data.id);
    expect(approved).toMatchObject({ id: submitted.body.data.id, kind: 'realname', status: 2 });
    expect(approved.reviewedAt).not.toBeNull();
    expect(await profileOf(app, user)).toMatchObject({ type: 2, realName: '*五' });
    const status = (await statusOf(app, token)).body.data;
    expect(status.realName).toBe(2);
    expect(status.realNameApplication).toMatchObject({ id: submitted.body.data.id, status: 2 });
    await app.jobs.drain();
    const messages = await call<Page<Message>>(app, 'GET', `${C}/msg/page`, undefined, {
      token,
      lang: 'zh-cn',
    });
    expect(messages.body.data.records[0]).toMatchObject({
      kind: 'reviewApproved',
      title: '认证已通过',
      content: '您的实名认证申请已通过。',
    });
    const again = await submitRealName(app, token, await realNameBody(app, token));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Already verified');
    const official = await officialToken(use);
    const twice = await call(app, 'POST', `${REVIEW}/approve/${submitted.body.data.id}`, undefined, {
      token: official,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('It is already “approved”');
  });

  it('rejection: status 3 with the reason and a message, the type stays 1, a new application is accepted', async () => {
    const { app } = use();
    const user = await registerNew(app);
    const token = user.access_token;
    const body = await realNameBody(app, token);
    const submitted = await submitRealName(app, token, body);
    const rejected = await call<Application>(
      app,
      'POST',
      `${REVIEW}/reject/${submitted.body.data.id}`,
      { reason: '照片模糊' },
      { token: await officialToken(use) },
    );
    expect(rejected.body.data).toMatchObject({ status: 3, rejectReason: '照片模糊' });
    expect((await statusOf(app, token)).body.data).toMatchObject({
      realName: 3,
      rejectReason: '照片模糊',
      realNameApplication: { id: submitted.body.data.id, status: 3, rejectReason: '照片模糊' },
    });
    expect((await profileOf(app, user)).type).toBe(1);
    await app.jobs.drain();
    const messages = await call<Page<Message>>(app, 'GET', `${C}/msg/page`, undefined, { token });
    expect(messages.body.data.records[0]?.content).toBe(
      'Your real-name verification application was rejected: 照片模糊. You may correct it and apply again.',
    );
    const resubmitted = await submitRealName(app, token, body);
    expect(resubmitted.body.data).toMatchObject({ kind: 'realname', status: 1 });
    expect((await statusOf(app, token)).body.data).toMatchObject({
      realName: 1,
      rejectReason: null,
      realNameApplication: { id: resubmitted.body.data.id },
    });
  });

  it('an ID number verified on another account is 409 idInUse, at submission and at approval', async () => {
    const { app } = use();
    const idNumber = nextIdNumber();
    // Filed before anyone was verified with the number: accepted for review.
    const early = await registerNew(app);
    const earlyApplication = await submitRealName(
      app,
      early.access_token,
      await realNameBody(app, early.access_token, { idNumber }),
    );
    expect(earlyApplication.body.code).toBe(200);
    await verifiedUser(use, { idNumber });
    const late = await registerNew(app);
    const refused = await submitRealName(
      app,
      late.access_token,
      await realNameBody(app, late.access_token, { idNumber }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(ID_IN_USE);
    expect((await statusOf(app, late.access_token)).body.data.realName).toBe(0);
    const approval = await call(
      app,
      'POST',
      `${REVIEW}/approve/${earlyApplication.body.data.id}`,
      undefined,
      {
        token: await officialToken(use),
      },
    );
    expect(approval.status).toBe(409);
    expect(approval.body.msg).toBe(ID_IN_USE);
    expect((await profileOf(app, early)).type).toBe(1);
    expect((await statusOf(app, early.access_token)).body.data.realName).toBe(1);
  });
}
