import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../test-support/account-fixtures.js';
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
  data { __typename ... on CreatorApplicationData { field portfolio idImages } ... on OrgApplicationData { orgName } }
  applicant { id nickname type }`;

describe('verification status and applications', () => {
  it('maps the review codes to enums', async () => {
    const reply = await postGraphql(
      app,
      '{ verificationStatus { realName creator org rejectReason creatorApplication { id } orgApplication { id } } }',
      { cookies: sessionCookies(fake, users.verified) },
    );
    expect(reply.body.data?.verificationStatus).toEqual({
      realName: 'APPROVED',
      creator: 'UNDER_REVIEW',
      org: 'NOT_SUBMITTED',
      rejectReason: null,
      creatorApplication: null,
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

  it('verifies the real name and returns the viewer with its new type', async () => {
    fake.accounts.customers.get(users.verified)!.type = 1;
    const mutation = `mutation { verifyRealName(input: { name: "林晚", idNumber: "11010519491231002X" }) {
      viewer { type realNameVerified } userErrors { code } } }`;
    const cookies = sessionCookies(fake, users.verified);
    const before = await postGraphql(app, `{ viewer { type } } `, { cookies });
    expect(before.body.data?.viewer).toEqual({ type: 'UNVERIFIED' });
    const reply = await postGraphql(app, mutation, { cookies });
    expect(reply.body.data?.verifyRealName).toEqual({
      viewer: { type: 'REAL_NAME', realNameVerified: true },
      userErrors: [],
    });
    const again = await postGraphql(app, mutation, { cookies });
    expect(again.body.data?.verifyRealName).toEqual({ viewer: null, userErrors: [{ code: 'CONFLICT' }] });
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

  it('is FORBIDDEN for others and refuses filters nextland cannot answer', async () => {
    const cookies = sessionCookies(fake, users.verified);
    const forbidden = await postGraphql(app, '{ reviewQueue { records { id } } }', { cookies });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const realName = await postGraphql(app, '{ reviewQueue(kind: REALNAME) { records { id } } }', {
      cookies,
      headers: { 'x-locale': 'en' },
    });
    expect(realName.body.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'kind' }] },
    });
    expect(realName.body.errors?.[0]?.message).toMatch(/^Filter by creator/);
  });

  it('approves, and reports a decided application as CONFLICT', async () => {
    const cookies = sessionCookies(fake, users.official);
    const approved = await postGraphql(
      app,
      'mutation { approveApplication(id: "301") { application { id } userErrors { code } } }',
      { cookies },
    );
    expect(approved.body.data?.approveApplication).toEqual({ application: null, userErrors: [] });
    const decided = await postGraphql(
      app,
      'mutation { approveApplication(id: "300") { application { id } userErrors { code } } }',
      { cookies },
    );
    expect(decided.body.data?.approveApplication).toEqual({
      application: null,
      userErrors: [{ code: 'CONFLICT' }],
    });
  });
});
