import { expect, it } from 'vitest';
import { expectedMigrationCount } from '../../db/migrate.js';
import { basicAuth, CLIENT_ID, getJson, SITE } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';

const CATEGORIES = `${SITE}/category/list`;

function expectEnvelope(body: unknown): void {
  expect(Object.keys(body as object).sort()).toEqual(['code', 'data', 'msg', 'success']);
}

export function envelopeAuthCases(use: UseApi): void {
  it('wraps success as {code: 200, success: true, msg, data} with HTTP 200 and JSON', async () => {
    const reply = await getJson(use().app, CATEGORIES);
    expect(reply.status).toBe(200);
    expectEnvelope(reply.body);
    expect(reply.body).toMatchObject({ code: 200, success: true, msg: '成功' });
    expect(String(reply.headers['content-type'])).toMatch(/^application\/json/);
  });

  it.each([
    ['missing', null],
    ['wrong secret', basicAuth(CLIENT_ID, 'wrong')],
    ['wrong client id', basicAuth('someone-else', 'nextland-web-secret')],
    ['not Basic', 'Bearer nextland-web-secret'],
    ['undecodable', 'Basic %%%'],
    ['no colon', `Basic ${Buffer.from('nextland-web').toString('base64')}`],
  ])('refuses a %s client credential with 401', async (_label, auth) => {
    const reply = await getJson(use().app, `${CATEGORIES}?lang=en`, { auth });
    expect(reply.status).toBe(401);
    expectEnvelope(reply.body);
    expect(reply.body).toEqual({
      code: 401,
      success: false,
      msg: 'Client credential missing or invalid',
      data: null,
    });
  });

  it('checks the credential before anything else on /nextland-* (unknown route, bad input)', async () => {
    const { app } = use();
    expect((await getJson(app, '/nextland-site/nothing-here', { auth: null })).status).toBe(401);
    expect((await getJson(app, `${SITE}/homepage/goods/page?size=5000`, { auth: null })).status).toBe(401);
  });

  it('answers an unknown route with an enveloped 404 in the request language', async () => {
    const { app } = use();
    const inside = await getJson(app, '/nextland-site/api/framework/v1/site/nothing?lang=en');
    expect(inside.status).toBe(404);
    expect(inside.body).toEqual({ code: 404, success: false, msg: 'No such endpoint', data: null });
    const outside = await getJson(app, '/no/such/path?lang=zh-tw', { auth: null });
    expect(outside.status).toBe(404);
    expect(outside.body).toEqual({ code: 404, success: false, msg: '介面不存在', data: null });
  });

  it('answers a wrong method as an enveloped 404, not a bare framework error', async () => {
    const reply = await use().app.inject({
      method: 'POST',
      url: CATEGORIES,
      headers: { authorization: basicAuth(CLIENT_ID, 'nextland-web-secret') },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ code: 404, success: false });
  });

  it('localises msg from lang, then Accept-Language; unknown lang falls back to zh-cn', async () => {
    const { app } = use();
    expect((await getJson(app, `${CATEGORIES}?lang=en`)).body.msg).toBe('Success');
    expect((await getJson(app, `${CATEGORIES}?lang=zh-tw`)).body.msg).toBe('成功');
    const fromHeader = await getJson(app, CATEGORIES, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(fromHeader.body.msg).toBe('Success');
    const unknown = await getJson(app, `${CATEGORIES}?lang=fr`, { headers: { 'accept-language': 'en' } });
    expect(unknown.body.msg).toBe('成功');
    const tw = await getJson(app, '/nope', { auth: null, headers: { 'accept-language': 'zh-Hant-TW' } });
    expect(tw.body.msg).toBe('介面不存在');
  });

  it('parses ft-auth but ignores a malformed or unknown token on public routes', async () => {
    const { app } = use();
    for (const token of ['bearer some.unknown.token', 'garbage', 'bearer']) {
      const reply = await getJson<{ records: { isLiked: boolean | null }[] }>(
        app,
        `${SITE}/homepage/goods/page?size=3&isAuthUserLike=true&isAuthUserCollect=true`,
        { headers: { 'ft-auth': token } },
      );
      expect(reply.status, token).toBe(200);
      // No session exists for the token, so personal flags stay null as the contract says.
      for (const record of reply.body.data.records) expect(record.isLiked).toBeNull();
    }
  });

  it('serves /health and /ready without a client credential', async () => {
    const { app } = use();
    const health = await getJson(app, '/health', { auth: null });
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ code: 200, success: true, data: { status: 'up' } });
    const ready = await getJson(app, '/ready', { auth: null });
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      code: 200,
      success: true,
      data: { status: 'ready', migrations: expectedMigrationCount() },
    });
    expect(expectedMigrationCount()).toBeGreaterThanOrEqual(1);
  });

  it('publishes OpenAPI with every route at /docs/json', async () => {
    const reply = await use().app.inject({ method: 'GET', url: '/docs/json' });
    expect(reply.statusCode).toBe(200);
    const doc = reply.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        `${SITE}/homepage/goods/page`,
        `${SITE}/goods/detail/{id}`,
        `${SITE}/category/list`,
        `${SITE}/seller/batch`,
        '/health',
        '/ready',
      ]),
    );
  });
}
