// Real-name verification as an application for the officials' review (issue 3), against the fake nextland.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, idHashOf, idNumbers, users } from '../../test-support/account-fixtures.js';
import { type FakeNextland, startFakeNextland } from '../../test-support/fake-nextland.js';
import { sessionCookies } from '../../test-support/sessions.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let fake: FakeNextland;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startFakeNextland();
  app = await buildTestApp(fake);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
/** User 9 is unverified (type 1); the fake's official already verified 林晚's ID number. */
beforeEach(() => {
  fake.reset();
  fake.accounts.customers.set(users.registered, customer(users.registered, 1));
});

const idImages = ['/files/private/front.png', '/files/private/back.png'];
const realNameData = 'data { __typename ... on RealNameApplicationData { name idNumberMasked idImages } }';
const verify = `mutation V($input: RealNameInput!) { verifyRealName(input: $input) {
  application { id kind status ${realNameData} } userErrors { field code message } } }`;

function submit(input: Record<string, unknown>, locale = 'en', userId: string = users.registered) {
  return postGraphql(app, verify, {
    variables: { input },
    cookies: sessionCookies(fake, userId),
    headers: { 'x-locale': locale },
  });
}

describe('verifyRealName', () => {
  it('files an application under review with the ID images, and never passes the ID hash on', async () => {
    const input = { name: '周岚', idNumber: idNumbers.other, idImages };
    const reply = await submit(input);
    expect(fake.callsTo('/customer/realname')[0]?.body).toEqual(input);
    expect(reply.body.data?.verifyRealName).toEqual({
      application: {
        id: '401',
        kind: 'REALNAME',
        status: 'UNDER_REVIEW',
        data: {
          __typename: 'RealNameApplicationData',
          name: '周岚',
          idNumberMasked: '110***********0011',
          idImages,
        },
      },
      userErrors: [],
    });
    expect(JSON.stringify(reply.body)).not.toContain(idHashOf(idNumbers.other));
  });

  it('reports a pending application and an ID verified elsewhere as CONFLICT, in the request language', async () => {
    const inUse = await submit({ name: '林晚', idNumber: idNumbers.linWan, idImages }, 'zh-tw');
    expect(inUse.body.data?.verifyRealName).toEqual({
      application: null,
      userErrors: [{ field: null, code: 'CONFLICT', message: '該身分證號已在其他帳號完成實名認證' }],
    });
    const input = { name: '周岚', idNumber: idNumbers.other, idImages };
    expect((await submit(input)).body.data?.verifyRealName).toMatchObject({ userErrors: [] });
    const pending = await submit(input);
    expect(pending.body.data?.verifyRealName).toEqual({
      application: null,
      userErrors: [
        { field: null, code: 'CONFLICT', message: 'An application of this kind is already under review' },
      ],
    });
    const done = await submit(input, 'zh-cn', users.verified);
    expect(done.body.data?.verifyRealName).toEqual({
      application: null,
      userErrors: [{ field: null, code: 'CONFLICT', message: '已完成认证' }],
    });
  });

  it("turns nextland's field errors into INVALID userErrors on the input's fields", async () => {
    const oneImage = await submit({
      name: '周岚',
      idNumber: idNumbers.other,
      idImages: idImages.slice(0, 1),
    });
    expect(oneImage.body.data?.verifyRealName).toEqual({
      application: null,
      userErrors: [
        { field: 'idImages', code: 'INVALID', message: 'Upload the front and the back of the ID card' },
      ],
    });
    const badNumber = await submit({ name: '周岚', idNumber: '12345', idImages });
    expect(badNumber.body.data?.verifyRealName).toEqual({
      application: null,
      userErrors: [{ field: 'idNumber', code: 'INVALID', message: 'Not an ID number' }],
    });
  });
});

describe('real-name applications in the verification status', () => {
  it('returns the latest real-name application as RealNameApplicationData', async () => {
    const query = `{ verificationStatus { realName realNameApplication { id kind status ${realNameData} } } }`;
    const cookies = sessionCookies(fake, users.registered);
    const before = await postGraphql(app, query, { cookies });
    expect(before.body.data?.verificationStatus).toEqual({
      realName: 'NOT_SUBMITTED',
      realNameApplication: null,
    });

    await submit({ name: '周岚', idNumber: idNumbers.other, idImages });
    const after = await postGraphql(app, query, { cookies });
    expect(after.body.data?.verificationStatus).toEqual({
      realName: 'UNDER_REVIEW',
      realNameApplication: {
        id: '401',
        kind: 'REALNAME',
        status: 'UNDER_REVIEW',
        data: {
          __typename: 'RealNameApplicationData',
          name: '周岚',
          idNumberMasked: '110***********0011',
          idImages,
        },
      },
    });
  });

  it("resolves an approved one by id for its owner, without the ID hash nextland's payload holds", async () => {
    const reply = await postGraphql(app, `{ application(id: "400") { status ${realNameData} } }`, {
      cookies: sessionCookies(fake, users.official),
    });
    expect(reply.body.data?.application).toEqual({
      status: 'APPROVED',
      data: {
        __typename: 'RealNameApplicationData',
        name: '林晚',
        idNumberMasked: '110***********002X',
        idImages: ['/files/private/o-1.png'],
      },
    });
    expect(JSON.stringify(reply.body)).not.toContain(idHashOf(idNumbers.linWan));
  });
});
