import { expect, it } from 'vitest';
import { C, call, loginAs, registerNew, V1 } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import { identityImage, readPrivate, sampleImage, uploadFile } from '../upload-helpers.js';
import { type Application, REVIEW, verifiedUser } from '../verification-helpers.js';
import { demoId } from './login-cases.js';

const STATUS = `${C}/info/is/reviewed`;
const CREATOR = {
  field: '陶瓷',
  intro: '柴烧五年',
  portfolio: ['https://example.com/w'],
  // Well-formed but nobody's: cases that reach the ownership check use creatorBody() instead.
  idImages: ['/files/private/1'],
};
const ORG = {
  orgName: '溪月陶艺中心',
  creditCode: '91330100MA2KXXXX0X',
  licenseImage: '/files/private/1',
  contactName: '沈',
  contactPhone: '13800000003',
};

type Status = { realName: number; creator: number; org: number; rejectReason: string | null };
type Page<T> = { total: number; records: T[] };
type Message = { id: string; kind: string; title: string; content: string; read: boolean };

/** Application bodies whose document images are the applicant's own identity uploads. */
async function creatorBody(use: UseApi, token: string) {
  return {
    ...CREATOR,
    idImages: [await identityImage(use().app, token), await identityImage(use().app, token)],
  };
}

async function orgBody(use: UseApi, token: string) {
  return { ...ORG, licenseImage: await identityImage(use().app, token) };
}

export function verificationCases(use: UseApi): void {
  it('review endpoints are for officials only (403 for others)', async () => {
    const { app } = use();
    const { access_token: token } = await loginAs(app, await demoId(use, 'verified'));
    expect((await call(app, 'GET', `${REVIEW}/page`, undefined, { token })).status).toBe(403);
    expect((await call(app, 'POST', `${REVIEW}/approve/1`, undefined, { token })).status).toBe(403);
    expect((await call(app, 'POST', `${REVIEW}/reject/1`, { reason: 'x' }, { token })).status).toBe(403);
    expect((await call(app, 'GET', `${REVIEW}/page`)).body.code).toBe(506);
  });

  it('approval makes a creator (type 3) and sends a message; one pending application per kind', async () => {
    const { app } = use();
    const user = await verifiedUser(use);
    const token = user.access_token;
    const body = await creatorBody(use, token);
    const applied = await call<Application>(app, 'POST', `${C}/auth/creator`, body, { token });
    expect(applied.body.data).toMatchObject({ kind: 'creator', status: 1 });
    expect((await call(app, 'POST', `${C}/auth/creator`, body, { token })).status).toBe(409);
    expect((await call<Status>(app, 'GET', STATUS, undefined, { token })).body.data.creator).toBe(1);
    const official = await loginAs(app, await demoId(use, 'official'));
    const queue = await call<Page<Application>>(
      app,
      'GET',
      `${REVIEW}/page?kind=creator&size=100`,
      undefined,
      { token: official.access_token },
    );
    expect(queue.body.data.records.find((r) => r.id === applied.body.data.id)?.applicant?.id).toBe(
      user.user_id,
    );
    await app.jobs.drain();
    const unreadBefore = await call<{ count: number }>(app, 'GET', `${C}/msg/unread/count`, undefined, {
      token,
    });
    const approved = await call<Application>(
      app,
      'POST',
      `${REVIEW}/approve/${applied.body.data.id}`,
      undefined,
      {
        token: official.access_token,
      },
    );
    expect(approved.body.code).toBe(200);
    expect(approved.body.data).toMatchObject({ id: applied.body.data.id, kind: 'creator', status: 2 });
    expect(approved.body.data.reviewedAt).not.toBeNull();
    expect(
      (
        await call(app, 'POST', `${REVIEW}/approve/${applied.body.data.id}`, undefined, {
          token: official.access_token,
        })
      ).status,
    ).toBe(409);
    const detail = await call<{ type: number }>(
      app,
      'GET',
      `${V1}/current/customer/detail?id=${user.user_id}`,
      undefined,
      { token },
    );
    expect(detail.body.data.type).toBe(3);
    const status = (
      await call<Status & { creatorApplication: Application | null }>(app, 'GET', STATUS, undefined, {
        token,
      })
    ).body.data;
    expect(status.creator).toBe(2);
    expect(status.creatorApplication).toMatchObject({ id: applied.body.data.id, status: 2 });
    await app.jobs.drain();
    const unread = await call<{ count: number }>(app, 'GET', `${C}/msg/unread/count`, undefined, { token });
    expect(unread.body.data.count).toBe(unreadBefore.body.data.count + 1);
    const messages = await call<Page<Message>>(app, 'GET', `${C}/msg/page`, undefined, {
      token,
      lang: 'zh-cn',
    });
    expect(messages.body.data.records[0]).toMatchObject({
      kind: 'reviewApproved',
      title: '认证已通过',
      content: '您的创作者认证申请已通过。',
      read: false,
    });
  });

  it('rejection keeps the type, reports the reason and allows resubmission', async () => {
    const { app } = use();
    const user = await verifiedUser(use);
    const token = user.access_token;
    const body = await orgBody(use, token);
    const applied = await call<Application>(app, 'POST', `${C}/auth/org`, body, { token });
    expect(applied.body.code).toBe(200);
    const official = await loginAs(app, await demoId(use, 'official'));
    const reject = await call(
      app,
      'POST',
      `${REVIEW}/reject/${applied.body.data.id}`,
      { reason: '营业执照不清晰' },
      { token: official.access_token },
    );
    expect(reject.body.code).toBe(200);
    expect((await call<Status>(app, 'GET', STATUS, undefined, { token })).body.data).toMatchObject({
      org: 3,
      rejectReason: '营业执照不清晰',
    });
    await app.jobs.drain();
    const messages = await call<Page<Message>>(app, 'GET', `${C}/msg/page`, undefined, { token });
    expect(messages.body.data.records[0]?.content).toBe(
      'Your organisation verification application was rejected: 营业执照不清晰. You may correct it and apply again.',
    );
    expect((await call(app, 'POST', `${C}/auth/org`, body, { token })).body.code).toBe(200);
    expect((await call<Status>(app, 'GET', STATUS, undefined, { token })).body.data).toMatchObject({
      org: 1,
      rejectReason: null,
    });
  });

  it("answers another user's application or message id with 404; read and read-all work", async () => {
    const { app } = use();
    const a = await verifiedUser(use);
    const b = await registerNew(app);
    const applied = await call<Application>(
      app,
      'POST',
      `${C}/auth/creator`,
      await creatorBody(use, a.access_token),
      { token: a.access_token },
    );
    const own = await call<Application>(
      app,
      'GET',
      `${C}/auth/application/${applied.body.data.id}`,
      undefined,
      { token: a.access_token },
    );
    expect(own.body.data.status).toBe(1);
    expect(
      (
        await call(app, 'GET', `${C}/auth/application/${applied.body.data.id}`, undefined, {
          token: b.access_token,
        })
      ).status,
    ).toBe(404);
    await app.jobs.drain();
    const aMessages = await call<Page<Message>>(app, 'GET', `${C}/msg/page`, undefined, {
      token: a.access_token,
    });
    const messageId = aMessages.body.data.records[0]?.id;
    expect(
      (await call(app, 'POST', `${C}/msg/read/${messageId}`, undefined, { token: b.access_token })).status,
    ).toBe(404);
    const read = await call<{ updated: number }>(app, 'POST', `${C}/msg/read/${messageId}`, undefined, {
      token: a.access_token,
    });
    expect(read.body).toMatchObject({ code: 200, data: { updated: 1 } });
    const again = await call<{ updated: number }>(app, 'POST', `${C}/msg/read/${messageId}`, undefined, {
      token: a.access_token,
    });
    expect(again.body.data.updated).toBe(0);
    const after = await call<Page<Message>>(app, 'GET', `${C}/msg/page`, undefined, {
      token: a.access_token,
    });
    expect(after.body.data.records.find((m) => m.id === messageId)?.read).toBe(true);
    const all = await call<{ updated: number }>(app, 'POST', `${C}/msg/read/all`, undefined, {
      token: a.access_token,
    });
    expect(all.body.data.updated).toBeGreaterThanOrEqual(1);
    expect(
      (
        await call<{ count: number }>(app, 'GET', `${C}/msg/unread/count`, undefined, {
          token: a.access_token,
        })
      ).body.data.count,
    ).toBe(0);
    expect(
      (
        await call<{ count: number }>(app, 'GET', `${C}/msg/unread/count`, undefined, {
          token: b.access_token,
        })
      ).body.data.count,
    ).toBe(1);
  });

  it('the seed has pending applications and messages for the demo accounts', async () => {
    const { app } = use();
    const official = await loginAs(app, await demoId(use, 'official'));
    const queue = await call<Page<Application>>(app, 'GET', `${REVIEW}/page?size=100`, undefined, {
      token: official.access_token,
    });
    for (const kind of ['realname', 'creator', 'org']) {
      expect(queue.body.data.records.filter((r) => r.kind === kind).length, kind).toBeGreaterThanOrEqual(1);
    }
    const creator = await loginAs(app, await demoId(use, 'creator'));
    const status = await call<Status>(app, 'GET', STATUS, undefined, { token: creator.access_token });
    expect(status.body.data).toMatchObject({ realName: 2, creator: 2, org: 1 });
  });

  it('document images must be identity uploads of the applicant; officials read them privately', async () => {
    const { app } = use();
    const applicant = await verifiedUser(use);
    const token = applicant.access_token;
    const stranger = await registerNew(app);
    const theirs = await identityImage(app, stranger.access_token);
    const avatar = await uploadFile(app, 'avatar', await sampleImage('jpeg'), { token });
    const own = await identityImage(app, token);
    for (const [idImages, field] of [
      [[own, theirs], 'idImages.1'],
      [[avatar.body.data.url], 'idImages.0'],
      [['/files/private/999999999'], 'idImages.0'],
      [['/files/placeholder.svg'], 'idImages.0'],
      [['https://example.com/id.jpg'], 'idImages.0'],
    ] as const) {
      const reply = await call<{ fields: { field: string; message: string }[] }>(
        app,
        'POST',
        `${C}/auth/creator`,
        { ...CREATOR, idImages },
        { token },
      );
      expect(reply.status, String(idImages)).toBe(400);
      expect(reply.body.data.fields).toEqual([{ field, message: 'Must be an identity image you uploaded' }]);
    }
    const org = await call<{ fields: { field: string }[] }>(
      app,
      'POST',
      `${C}/auth/org`,
      { ...ORG, licenseImage: theirs },
      { token },
    );
    expect(org.body.data.fields.map((f) => f.field)).toEqual(['licenseImage']);

    const applied = await call<Application>(
      app,
      'POST',
      `${C}/auth/creator`,
      { ...CREATOR, idImages: [own] },
      { token },
    );
    expect(applied.body.code).toBe(200);
    const official = await loginAs(app, await demoId(use, 'official'));
    const queue = await call<Page<Application & { payload: { idImages: string[] } }>>(
      app,
      'GET',
      `${REVIEW}/page?kind=creator&size=100`,
      undefined,
      { token: official.access_token },
    );
    const listed = queue.body.data.records.find((r) => r.id === applied.body.data.id);
    expect(listed?.payload.idImages).toEqual([own]);
    const id = own.split('/').pop() ?? '';
    expect((await readPrivate(app, id, official.access_token)).statusCode).toBe(200);
    expect((await readPrivate(app, id, stranger.access_token)).statusCode).toBe(404);
  });
}
