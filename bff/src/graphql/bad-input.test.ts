// Input nextland refuses by its shared text and date rules (a control character such as NUL anywhere, a day
// not on the calendar) reaches the client as bad input naming the field — a query's BAD_USER_INPUT error or a
// mutation's userErrors — never UPSTREAM_ERROR (issue 9, finding 3).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../test-support/test-app.js';

let nextland: TestNextland;
let app: FastifyInstance;
beforeAll(async () => {
  nextland = await startNextland();
  app = await buildTestApp(nextland);
});
afterAll(async () => {
  await app.close();
  await nextland.close();
});
beforeEach(() => nextland.reset());

const NUL = '\u0000';
const updateProfile = `mutation U($input: UpdateProfileInput!) {
  updateProfile(input: $input) { viewer { id } userErrors { field code message } }
}`;

describe('text and date rules through the BFF', () => {
  it('a variable missing a required field is a 400 BAD_USER_INPUT, not a 500', async () => {
    const reply = await postGraphql(
      app,
      'mutation R($i: RegisterInput!) { register(input: $i) { userErrors { code } } }',
      { variables: { i: { phone: '13912340000', smsCode: '123456' } }, headers: { 'x-locale': 'en' } },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(reply.body.errors?.[0]?.message).toContain('consent');
  });

  it('a goods keyword with NUL is BAD_USER_INPUT naming keyword', async () => {
    const reply = await postGraphql(
      app,
      'query Q($k: String) { goodsPage(filter: { keyword: $k }) { records { id } } }',
      { variables: { k: `a${NUL}` }, headers: { 'x-locale': 'en' } },
    );
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'keyword', message: 'Must not contain control characters (such as NUL)' }],
    });
  });

  it('a nickname with NUL is a userError on nickname', async () => {
    const user = await nextland.accounts.register();
    const reply = await postGraphql(app, updateProfile, {
      variables: { input: { nickname: `x${NUL}y` } },
      cookies: sessionCookies(user),
      headers: { 'x-locale': 'zh-tw' },
    });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.updateProfile).toMatchObject({
      viewer: null,
      userErrors: [{ field: 'nickname', code: 'INVALID', message: '不能包含控制字元（如 NUL）' }],
    });
  });

  it.each(['2023-02-29', '2023-04-31'])('birthday %s is a userError on birthday', async (birthday) => {
    const user = await nextland.accounts.register();
    const reply = await postGraphql(app, updateProfile, {
      variables: { input: { birthday } },
      cookies: sessionCookies(user),
      headers: { 'x-locale': 'en' },
    });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.updateProfile).toMatchObject({
      userErrors: [{ field: 'birthday', code: 'INVALID', message: expect.stringContaining('YYYY-MM-DD') }],
    });
  });

  it('no-postage regions with NUL are a userError on regions', async () => {
    const user = await nextland.accounts.register();
    const reply = await postGraphql(
      app,
      `mutation E($input: CreateExpressInput!) {
        createExpressEntry(input: $input) { entry { id } userErrors { field code } }
      }`,
      {
        variables: { input: { name: '包邮', regions: [`330000${NUL}`], minCount: 2 } },
        cookies: sessionCookies(user),
      },
    );
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.createExpressEntry).toMatchObject({
      entry: null,
      userErrors: [{ field: expect.stringMatching(/^regions/), code: 'INVALID' }],
    });
  });
});
