import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let fake: TestNextland;
let app: FastifyInstance;
let official: Record<string, string>;
beforeAll(async () => {
  fake = await startNextland();
  app = await buildTestApp(fake);
  official = sessionCookies(await fake.accounts.login('official'));
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
const applyCreator = `mutation C($input: CreatorApplicationInput!) {
  applyCreator(input: $input) { application { id kind status } userErrors { code } } }`;
const status = `{ verificationStatus { realName creator org rejectReason realNameApplication { id }
  creatorApplication { id status data { ... on CreatorApplicationData { field } } } orgApplication { id } } }`;

type Application = { id: string; kind: string; applicant: { id: string } | null };

/** A verified user who has filed a creator application (under review). */
async function creatorApplicant() {
  const user = await fake.accounts.verified();
  const cookies = sessionCookies(user);
  const idImages = [await fake.accounts.identityImage(user.access_token)];
  const input = { field: 'ceramics', intro: 'Kiln work', portfolio: [], idImages };
  const reply = await postGraphql(app, applyCreator, { variables: { input }, cookies });
  const filed = reply.body.data?.applyCreator as {
    application: { id: string; kind: string; status: string };
  };
  return { user, cookies, idImages, application: filed.application };
}

describe('verification status and applications', () => {
  it('files a creator application and reports it as the latest in the status (nextland sends it)', async () => {
    const { cookies, application: filed } = await creatorApplicant();
    expect(filed).toEqual({ id: expect.any(String), kind: 'CREATOR', status: 'UNDER_REVIEW' });
    const reply = await postGraphql(app, status, { cookies });
    expect(reply.body.data?.verificationStatus).toEqual({
      realName: 'APPROVED',
      creator: 'UNDER_REVIEW',
      org: 'NOT_SUBMITTED',
      rejectReason: null,
      realNameApplication: { id: expect.any(String) },
      creatorApplication: { id: filed.id, status: 'UNDER_REVIEW', data: { field: 'ceramics' } },
      orgApplication: null,
    });
  });

  it("returns the viewer's own application and null for someone else's", async () => {
    const { cookies, idImages, application: filed } = await creatorApplicant();
    const query = `query A($id: ID!) { application(id: $id) { ${application} } }`;
    const own = await postGraphql(app, query, { variables: { id: filed.id }, cookies });
    expect(own.body.data?.application).toEqual({
      id: filed.id,
      kind: 'CREATOR',
      status: 'UNDER_REVIEW',
      rejectReason: null,
      reviewedAt: null,
      data: { __typename: 'CreatorApplicationData', field: 'ceramics', portfolio: [], idImages },
      applicant: null,
    });
    const other = await postGraphql(app, query, {
      variables: { id: filed.id },
      cookies: sessionCookies(await fake.accounts.register()),
    });
    expect(other.body).toEqual({ data: { application: null } });
  });
});

/** The nodes of a connection in a GraphQL reply. */
function nodes(connection: unknown): Application[] {
  return (connection as { edges: { node: Application }[] }).edges.map((edge) => edge.node);
}

describe('review queue', () => {
  it('lists applications with their applicant for officials, with the filters nextland takes', async () => {
    const { user, application: filed } = await creatorApplicant();
    const reply = await postGraphql(
      app,
      `query Q($first: Int) { reviewQueueConnection(kind: CREATOR, first: $first) {
        edges { node { ${application} } } totalCount { value } } }`,
      // A variable, as the web sends it (graphql-armor multiplies the cost of a literal `first`).
      { variables: { first: 100 }, cookies: official },
    );
    expect(reply.body.errors).toBeUndefined();
    const records = nodes(reply.body.data!.reviewQueueConnection);
    expect(records.find((record) => record.id === filed.id)).toMatchObject({
      kind: 'CREATOR',
      applicant: { id: user.user_id, type: 'REAL_NAME' },
    });
    expect(records.every((record) => record.kind === 'CREATOR')).toBe(true);
    expect(fake.callsTo('/review/cursor-page')[0]?.query).toMatchObject({
      kind: 'creator',
      status: '1',
      size: '100',
    });
  });

  it('passes kind REALNAME on as realname and lists every kind without one', async () => {
    const user = await fake.accounts.register();
    const filed = await fake.accounts.applyRealName(user.access_token, '周岚');
    const realName = await postGraphql(
      app,
      `query Q($first: Int) { reviewQueueConnection(kind: REALNAME, first: $first) { edges { node { ${application} } } } }`,
      { variables: { first: 100 }, cookies: official },
    );
    const records = nodes(realName.body.data!.reviewQueueConnection);
    expect(records.find((record) => record.id === filed.id)).toEqual({
      id: filed.id,
      kind: 'REALNAME',
      status: 'UNDER_REVIEW',
      rejectReason: null,
      reviewedAt: null,
      data: {
        __typename: 'RealNameApplicationData',
        name: '周岚',
        idNumberMasked: expect.stringMatching(/^110\*{11}\d{3}[\dX]$/),
        idImages: [
          expect.stringMatching(/^\/files\/private\//),
          expect.stringMatching(/^\/files\/private\//),
        ],
      },
      applicant: { id: user.user_id, nickname: expect.any(String), type: 'UNVERIFIED' },
    });
    expect(fake.callsTo('/review/cursor-page')[0]?.query).toMatchObject({ kind: 'realname', status: '1' });

    const all = await postGraphql(
      app,
      'query Q($first: Int) { reviewQueueConnection(first: $first) { edges { node { kind } } } }',
      { variables: { first: 100 }, cookies: official },
    );
    const kinds = new Set(nodes(all.body.data!.reviewQueueConnection).map((r) => r.kind));
    expect(kinds.has('REALNAME') && kinds.has('CREATOR')).toBe(true);
    expect(fake.callsTo('/review/cursor-page')[1]?.query).not.toHaveProperty('kind');
  });

  it('is FORBIDDEN for others and refuses a status nextland cannot filter by', async () => {
    const forbidden = await postGraphql(app, '{ reviewQueueConnection { edges { cursor } } }', {
      cookies: sessionCookies(await fake.accounts.verified()),
    });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    fake.reset();
    const notSubmitted = await postGraphql(
      app,
      '{ reviewQueueConnection(status: NOT_SUBMITTED) { edges { cursor } } }',
      {
        cookies: official,
        headers: { 'x-locale': 'en' },
      },
    );
    expect(notSubmitted.body.errors?.[0]).toMatchObject({
      message: 'Filter by applications that are under review, approved or rejected.',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'status' }] },
    });
    expect(fake.callsTo('/review/cursor-page')).toHaveLength(0);
  });

  it('approves and rejects with the decided application (nextland sends it), and reports a decided one as CONFLICT', async () => {
    const { application: filed } = await creatorApplicant();
    const approve = `mutation { approveApplication(id: "${filed.id}") { application { id status reviewedAt } userErrors { code } } }`;
    const approved = await postGraphql(app, approve, { cookies: official });
    expect(approved.body.data?.approveApplication).toEqual({
      application: { id: filed.id, status: 'APPROVED', reviewedAt: expect.any(String) },
      userErrors: [],
    });
    const decided = await postGraphql(app, approve, { cookies: official });
    expect(decided.body.data?.approveApplication).toEqual({
      application: null,
      userErrors: [{ code: 'CONFLICT' }],
    });

    const { application: other } = await creatorApplicant();
    const rejected = await postGraphql(
      app,
      `mutation { rejectApplication(id: "${other.id}", reason: "Blurry images") { application { id status rejectReason } userErrors { code } } }`,
      { cookies: official },
    );
    expect(rejected.body.data?.rejectApplication).toEqual({
      application: { id: other.id, status: 'REJECTED', rejectReason: 'Blurry images' },
      userErrors: [],
    });
  });
});
