// Real-name verification as an application for the officials' review (issue 3), against the real nextland.
import type { FastifyInstance } from 'fastify';
import { nextIdNumber } from 'nextland/testing';
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

const realNameData = 'data { __typename ... on RealNameApplicationData { name idNumberMasked idImages } }';
const verify = `mutation V($input: RealNameInput!) { verifyRealName(input: $input) {
  application { id kind status ${realNameData} } userErrors { field code message } } }`;

type User = { access_token: string; refresh_token: string; user_id: string };

/** A new unverified user and two identity uploads of theirs (front and back of the ID card). */
async function applicant() {
  const user = await fake.accounts.register();
  const idImages = [
    await fake.accounts.identityImage(user.access_token),
    await fake.accounts.identityImage(user.access_token),
  ];
  return { user, idImages };
}

function submit(user: User, input: Record<string, unknown>, locale = 'en') {
  return postGraphql(app, verify, {
    variables: { input },
    cookies: sessionCookies(user),
    headers: { 'x-locale': locale },
  });
}

const masked = (idNumber: string) => `${idNumber.slice(0, 3)}***********${idNumber.slice(-4)}`;

describe('verifyRealName', () => {
  it('files an application under review with the ID images', async () => {
    const { user, idImages } = await applicant();
    const input = { name: '周岚', idNumber: nextIdNumber(), idImages };
    const reply = await submit(user, input);
    expect(fake.callsTo('/customer/realname')[0]?.body).toEqual(input);
    expect(reply.body.data?.verifyRealName).toEqual({
      application: {
        id: expect.any(String),
        kind: 'REALNAME',
        status: 'UNDER_REVIEW',
        data: {
          __typename: 'RealNameApplicationData',
          name: '周岚',
          idNumberMasked: masked(input.idNumber),
          idImages,
        },
      },
      userErrors: [],
    });
  });

  it('reports an ID verified elsewhere, a pending application and a verified account as CONFLICT, in the request language', async () => {
    const first = await applicant();
    const idNumber = nextIdNumber();
    await submit(first.user, { name: '周岚', idNumber, idImages: first.idImages });
    const filed = await fake.accounts.call<{ records: { id: string; applicant: { id: string } }[] }>(
      'GET',
      '/nextland-customer/api/framework/v1/review/page',
      {
        token: (await fake.accounts.login('official')).access_token,
        query: { kind: 'realname', size: '100' },
      },
    );
    const application = filed.data.records.find((record) => record.applicant.id === first.user.user_id);
    await fake.accounts.approve(application?.id ?? 'missing');

    const second = await applicant();
    const inUse = await submit(second.user, { name: '周岚', idNumber, idImages: second.idImages }, 'zh-tw');
    expect(inUse.body.data?.verifyRealName).toEqual({
      application: null,
      userErrors: [{ field: null, code: 'CONFLICT', message: '該身分證號已在其他帳號完成實名認證' }],
    });
    const input = { name: '周岚', idNumber: nextIdNumber(), idImages: second.idImages };
    expect((await submit(second.user, input)).body.data?.verifyRealName).toMatchObject({ userErrors: [] });
    const pending = await submit(second.user, input);
    expect(pending.body.data?.verifyRealName).toEqual({
      application: null,
      userErrors: [
        { field: null, code: 'CONFLICT', message: 'An application of this kind is already under review' },
      ],
    });
    const done = await submit(first.user, { ...input, idImages: first.idImages }, 'zh-cn');
    expect(done.body.data?.verifyRealName).toEqual({
      application: null,
      userErrors: [{ field: null, code: 'CONFLICT', message: '已完成认证' }],
    });
  });

  it("turns nextland's field errors into INVALID userErrors on the input's fields", async () => {
    const { user, idImages } = await applicant();
    const oneImage = await submit(user, {
      name: '周岚',
      idNumber: nextIdNumber(),
      idImages: idImages.slice(0, 1),
    });
    expect(oneImage.body.data?.verifyRealName).toEqual({
      application: null,
      userErrors: [{ field: 'idImages', code: 'INVALID', message: expect.any(String) }],
    });
    const badNumber = await submit(user, { name: '周岚', idNumber: '12345', idImages });
    expect(badNumber.body.data?.verifyRealName).toEqual({
      application: null,
      userErrors: [{ field: 'idNumber', code: 'INVALID', message: 'Not a valid 18-digit ID card number' }],
    });
  });
});

describe('real-name applications in the verification status', () => {
  it('returns the latest real-name application as RealNameApplicationData', async () => {
    const query = `{ verificationStatus { realName realNameApplication { id kind status ${realNameData} } } }`;
    const { user, idImages } = await applicant();
    const cookies = sessionCookies(user);
    const before = await postGraphql(app, query, { cookies });
    expect(before.body.data?.verificationStatus).toEqual({
      realName: 'NOT_SUBMITTED',
      realNameApplication: null,
    });

    const idNumber = nextIdNumber();
    await submit(user, { name: '周岚', idNumber, idImages });
    const after = await postGraphql(app, query, { cookies });
    expect(after.body.data?.verificationStatus).toEqual({
      realName: 'UNDER_REVIEW',
      realNameApplication: {
        id: expect.any(String),
        kind: 'REALNAME',
        status: 'UNDER_REVIEW',
        data: {
          __typename: 'RealNameApplicationData',
          name: '周岚',
          idNumberMasked: masked(idNumber),
          idImages,
        },
      },
    });
  });

  it('never passes on what a payload holds beyond the schema (an ID hash, should nextland ever send it)', async () => {
    const user = await fake.accounts.register();
    // A faulty nextland: the stored payload's keyed ID hash leaks into the reply.
    fake.setOverride((call) =>
      call.path.includes('/auth/application/')
        ? {
            status: 200,
            body: {
              code: 200,
              success: true,
              msg: 'ok',
              data: {
                id: '400',
                kind: 'realname',
                status: 2,
                payload: {
                  name: '林晚',
                  idNumberMasked: '110***********002X',
                  idImages: [],
                  idHash: 'hmac:secret',
                },
                rejectReason: null,
                createdAt: '2026-10-04T09:00:00.000Z',
                reviewedAt: '2026-10-05T09:00:00.000Z',
              },
            },
          }
        : undefined,
    );
    const reply = await postGraphql(app, `{ application(id: "400") { status ${realNameData} } }`, {
      cookies: sessionCookies(user),
    });
    expect(reply.body.data?.application).toEqual({
      status: 'APPROVED',
      data: {
        __typename: 'RealNameApplicationData',
        name: '林晚',
        idNumberMasked: '110***********002X',
        idImages: [],
      },
    });
    expect(reply.raw).not.toContain('hmac:secret');
  });
});
