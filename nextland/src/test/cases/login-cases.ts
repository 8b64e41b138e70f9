import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { demoUnionid } from '../../db/seed/accounts.js';
import { customers } from '../../modules/customer/schema.js';
import { wxStandinCodes } from '../../modules/wx-standin/schema.js';
import { APPID, authorize, C, call, login, nextIp, REDIRECT } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';

export async function demoId(use: UseApi, key: string): Promise<number> {
  const [row] = await use()
    .db.select({ id: customers.id })
    .from(customers)
    .where(eq(customers.unionid, demoUnionid(key)));
  return row?.id as number;
}

export function loginCases(use: UseApi): void {
  it('renders the stand-in authorize page with demo accounts and "new user"', async () => {
    const query = new URLSearchParams({
      appid: APPID,
      redirect_uri: REDIRECT,
      state: 'x',
      response_type: 'code',
      scope: 'snsapi_login',
      lang: 'en',
    });
    const reply = await use().app.inject({ method: 'GET', url: `/wx-standin/connect/qrconnect?${query}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('Nextland 官方');
    expect(reply.body).toContain('value="new"');
    expect(String(reply.headers['content-security-policy'])).toContain(
      "form-action 'self' http://localhost:3000",
    );
  });

  it('refuses a redirect_uri outside the allow-list and an unknown appid', async () => {
    const { app } = use();
    for (const [appid, uri] of [
      [APPID, 'https://evil.example.com/cb'],
      ['wxother', REDIRECT],
      [APPID, 'javascript:alert(1)'],
    ]) {
      const query = new URLSearchParams({ appid: appid ?? '', redirect_uri: uri ?? '', state: 'x' });
      expect(
        (await app.inject({ method: 'GET', url: `/wx-standin/connect/qrconnect?${query}` })).statusCode,
      ).toBe(400);
    }
  });

  it('logs a known unionid in with user_id and tokens', async () => {
    const id = await demoId(use, 'verified');
    const reply = await login(use().app, await authorize(use().app, id));
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      user_id: String(id),
      unionid: 'demo-verified',
      expires_in: 7200,
    });
    expect(reply.body.data.access_token).toMatch(/^[\w-]{40,}$/);
    expect(reply.body.data.refresh_token).toMatch(/^[\w-]{40,}$/);
    expect(reply.body.data.registration_ticket).toBeUndefined();
  });

  it('answers an unknown unionid with registration in progress (ticket, no user_id, no tokens)', async () => {
    const reply = await login(use().app, await authorize(use().app, 'new'));
    expect(reply.status).toBe(200);
    expect(reply.body.data.user_id).toBeUndefined();
    expect(reply.body.data.access_token).toBeUndefined();
    expect(reply.body.data.openid).toBeTruthy();
    expect(reply.body.data.unionid).toBeTruthy();
    expect(reply.body.data.registration_ticket).toContain('.');
  });

  it('refuses a wrong, a reused and an expired code with 400 on field code', async () => {
    const { app, db } = use();
    const wrong = await login(app, 'not-a-code');
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual({
      fields: [{ field: 'code', message: expect.stringMatching(/invalid, used or expired/) }],
    });
    const code = await authorize(app, await demoId(use, 'newcomer'));
    expect((await login(app, code)).status).toBe(200);
    expect((await login(app, code)).body.code).toBe(400);
    const stale = await authorize(app, 'new');
    await db
      .update(wxStandinCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(wxStandinCodes.code, stale));
    expect((await login(app, stale)).body.code).toBe(400);
  });

  it('refuses another appid and a loginType other than 0', async () => {
    const { app } = use();
    const other = await call(
      app,
      'POST',
      `${C}/wx/login`,
      { appid: 'wxother', code: 'x', loginType: 0 },
      { ip: nextIp() },
    );
    expect(other.body).toMatchObject({ code: 400, data: { fields: [{ field: 'appid' }] } });
    const type = await call(
      app,
      'POST',
      `${C}/wx/login`,
      { appid: APPID, code: 'x', loginType: 1 },
      { ip: nextIp() },
    );
    expect(type.body).toMatchObject({ code: 400, data: { fields: [{ field: 'loginType' }] } });
  });

  it('rate-limits code exchange per IP with a translated 429', async () => {
    const { app } = use();
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await login(app, `bad-${i}`, ip)).status).toBe(400);
    const limited = await call(
      app,
      'POST',
      `${C}/wx/login`,
      { appid: APPID, code: 'x', loginType: 0 },
      { ip, lang: 'zh-tw' },
    );
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, success: false, msg: '請求過於頻繁，請稍後再試' });
    expect((limited.body.data as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
    expect((await login(app, 'bad', nextIp())).status).toBe(400);
  });
}
