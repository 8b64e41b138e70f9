// The officials' failed refunds through GraphQL, against the run's real nextland (its refund states are tested
// there): officials get the list, anyone else FORBIDDEN; a retry of an unknown refund is a NOT_FOUND user error.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const failed = `query F { failedRefunds(page: { size: 20 }) {
  records { id orderNumber amount { amount } attempt failedAt } pageInfo { total current hasNext } } }`;
const retry = `mutation R($id: ID!) { retryRefund(id: $id) { refundId userErrors { code message } } }`;

describe('refunds: the officials’ failed refunds', () => {
  it('lists failed refunds for an official and refuses anyone else', async () => {
    const official = sessionCookies(await fake.accounts.login('official'));
    const listed = await postGraphql(app, failed, { cookies: official });
    expect(listed.body.errors).toBeUndefined();
    const page = listed.body.data?.failedRefunds as { records: unknown[]; pageInfo: { current: number } };
    expect(Array.isArray(page.records)).toBe(true);
    expect(page.pageInfo.current).toBe(1);

    const seller = sessionCookies(await fake.accounts.login('verified'));
    const refused = await postGraphql(app, failed, { cookies: seller });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await postGraphql(app, failed);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers a retry of a refund that does not exist with NOT_FOUND and no refund', async () => {
    const official = sessionCookies(await fake.accounts.login('official'));
    const reply = await postGraphql(app, retry, { variables: { id: '987654321' }, cookies: official });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.retryRefund).toMatchObject({
      refundId: null,
      userErrors: [{ code: 'NOT_FOUND' }],
    });
  });
});
