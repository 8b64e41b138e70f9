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
beforeEach(() => fake.reset());

const application = `id kind status rejectReason reviewedAt
  data { __typename ... on CreatorApplicationData { field portfolio idImages } ... on OrgApplicationData { orgName }
    ... on RealNameApplicationData { name idNumberMasked idImages } }
  applicant { id nickname type }`;

describe('verification status and applications', () => {
  it('maps the review codes to enums', async () => {
    const reply = await postGraphql(
      app,
      `{ verificationStatus { realName creator org rejectReason realNameApplication { id }
        creatorApplication { id } orgApplication { id } } }`,
      { cookies: sessionCookies(fake, users.verified) },
    );
    expect(reply.body.data?.verificationStatus).toEqual({
      realName: 'APPROVED',
      creator: 'UNDER_REVIEW',
      org: 'NOT_SUBMITTED',
      rejectReason: null,
      realNameApplication: null,
      creatorApplication: { id: '301' },
      orgApplication: null,
    });
  });

  it("returns the viewer's own application and null for someone else's", async () => {
    const query = `query A($id: ID!) { application(id: $id) { ${application} } }`;
    const own = await postGraphql(app, query, {
      variables: { id: '301' },
      cookies: sessionCookies(fake, users.verified),
    });
    expect(own.body.data?.application).toEqual({
      id: '301',
      kind: 'CREATOR',
      status: 'UNDER_REVIEW',
      rejectReason: null,
      reviewedAt: null,
      data: {
        __typename: 'CreatorApplicationData',
        field: 'ceramics',
        portfolio: [],
        idImages: ['/files/private/id-1.png'],
      },
      applicant: null,
    });
    const other = await postGraphql(app, query, {
      variables: { id: '301' },
      cookies: sessionCookies(fake, users.official),
    });
    expect(other.body).toEqual({ data: { application: null } });
  });

  it('files a creator application', async () => {
    const reply = await postGraphql(
      app,
      `mutation { applyCreator(input: { field: "ceramics", intro: "x", portfolio: [], idImages: ["/files/private/a.png"] }) {
        application { id kind status } userErrors { code } } }`,
      { cookies: sessionCookies(fake, users.verified) },
    );
    expect(reply.body.data?.applyCreator).toEqual({
      application: { id: '302', kind: 'CREATOR', status: 'UNDER_REVIEW' },
      userErrors: [],
    });
  });
});

describe('review queue', () => {
  it('lists applications with their applicant for officials, with the filters nextland takes', async () => {
    const reply = await postGraphql(
      app,
      `{ reviewQueue(kind: CREATOR, page: { size: 5 }) { records { ${application} } pageInfo { total } } }`,
      {
        cookies: sessionCookies(fake, users.official),
      },
    );
    expect(reply.body.data?.reviewQueue).toMatchObject({
      records: [{ id: '301', applicant: { id: '7', nickname: 'User 7', type: 'REAL_NAME' } }],
      pageInfo: { total: 1 },
    });
    expect(fake.callsTo('/review/page')[0]?.query).toMatchObject({ kind: 'creator', status: '1', size: '5' });
  });

  it('passes kind REALNAME on as realname and lists every kind without one', async () => {
    fake.accounts.customers.set(users.registered, customer(users.registered, 1));
    const input = {
      name: '周岚',
      idNumber: idNumbers.other,
      idImages: ['/files/private/f.png', '/files/private/b.png'],
    };
    const filed = await postGraphql(
      app,
      'mutation V($input: RealNameInput!) { verifyRealName(input: $input) { userErrors { code } } }',
      { variables: { input }, cookies: sessionCookies(fake, users.registered) },
    );
    expect(filed.body.data?.verifyRealName).toEqual({ userErrors: [] });
    const cookies = sessionCookies(fake, users.official);
    const realName = await postGraphql(
      app,
      `{ reviewQueue(kind: REALNAME) { records { ${application} } } }`,
      {
        cookies,
      },
    );
    expect(realName.body.data?.reviewQueue).toEqual({
      records: [
        {
          id: '401',
          kind: 'REALNAME',
          status: 'UNDER_REVIEW',
          rejectReason: null,
          reviewedAt: null,
          data: {
            __typename: 'RealNameApplicationData',
            name: '周岚',
            idNumberMasked: '110***********0011',
            idImages: input.idImages,
          },
          applicant: { id: users.registered, nickname: 'User 9', type: 'UNVERIFIED' },
        },
      ],
    });
    expect(JSON.stringify(realName.body)).not.toContain(idHashOf(idNumbers.other));
    expect(fake.callsTo('/review/page')[0]?.query).toMatchObject({ kind: 'realname', status: '1' });

    const all = await postGraphql(app, '{ reviewQueue { records { id kind } } }', { cookies });
    expect(all.body.data?.reviewQueue).toEqual({
      records: [
        { id: '301', kind: 'CREATOR' },
        { id: '401', kind: 'REALNAME' },
      ],
    });
    expect(fake.callsTo('/review/page')[1]?.query).not.toHaveProperty('kind');
  });

  it('is FORBIDDEN for others and refuses a status nextland cannot filter by', async () => {
    const forbidden = await postGraphql(app, '{ reviewQueue { records { id } } }', {
      cookies: sessionCookies(fake, users.verified),
    });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const notSubmitted = await postGraphql(app, '{ reviewQueue(status: NOT_SUBMITTED) { records { id } } }', {
      cookies: sessionCookies(fake, users.official),
      headers: { 'x-locale': 'en' },
    });
    expect(notSubmitted.body.errors?.[0]).toMatchObject({
      message: 'Filter by applications that are under review, approved or rejected.',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'status' }] },
    });
    expect(fake.callsTo('/review/page')).toHaveLength(1);
  });

  it('approves, and reports a decided application as CONFLICT', async () => {
    const cookies = sessionCookies(fake, users.official);
    const approved = await postGraphql(
      app,
      'mutation { approveApplication(id: "301") { application { id } userErrors { code } } }',
      { cookies },
    );
    expect(approved.body.data?.approveApplication).toEqual({ application: { id: '301' }, userErrors: [] });
    const decided = await postGraphql(
      app,
      'mutation { approveApplication(id: "301") { application { id } userErrors { code } } }',
      { cookies },
    );
    expect(decided.body.data?.approveApplication).toEqual({
      application: null,
      userErrors: [{ code: 'CONFLICT' }],
    });
  });
});
