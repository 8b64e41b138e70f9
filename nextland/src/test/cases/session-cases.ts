import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sha256Hex } from '../../lib/tokens.js';
import { customers } from '../../modules/customer/schema.js';
import { sessions } from '../../modules/session/schema.js';
import { C, call, loginAs, V1 } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import { demoId } from './login-cases.js';

const DETAIL = `${V1}/current/customer/detail`;

export function sessionCases(use: UseApi): void {
  it('506 without a token or with an expired one; 507 for an unknown token', async () => {
    const { app, db } = use();
    const id = await demoId(use, 'verified');
    const missing = await call(app, 'GET', `${DETAIL}?id=${id}`);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 506, success: false, msg: 'Please log in again' });
    expect(
      (await call(app, 'GET', `${DETAIL}?id=${id}`, undefined, { token: 'no-such-token' })).body.code,
    ).toBe(507);
    const { access_token } = await loginAs(app, id);
    expect((await call(app, 'GET', `${DETAIL}?id=${id}`, undefined, { token: access_token })).body.code).toBe(
      200,
    );
    await db
      .update(sessions)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accessHash, sha256Hex(access_token)));
    const expired = await call(app, 'GET', `${DETAIL}?id=${id}`, undefined, { token: access_token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(506);
  });

  it('checks the token before validating input', async () => {
    expect((await call(use().app, 'GET', `${DETAIL}?id=abc`)).body.code).toBe(506);
  });

  it('rotates tokens on refresh; the old access token is superseded (507); reuse revokes the session', async () => {
    const { app } = use();
    const id = await demoId(use, 'verified');
    const first = await loginAs(app, id);
    const rotated = await call<{ access_token: string; refresh_token: string }>(
      app,
      'POST',
      `${C}/token/refresh`,
      {
        refresh_token: first.refresh_token,
      },
    );
    expect(rotated.body.code).toBe(200);
    const second = rotated.body.data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(
      (await call(app, 'GET', `${DETAIL}?id=${id}`, undefined, { token: first.access_token })).body.code,
    ).toBe(507);
    expect(
      (await call(app, 'GET', `${DETAIL}?id=${id}`, undefined, { token: second.access_token })).body.code,
    ).toBe(200);
    // The first refresh token again: theft is assumed, the whole session goes.
    const reuse = await call(app, 'POST', `${C}/token/refresh`, { refresh_token: first.refresh_token });
    expect(reuse.body.code).toBe(507);
    expect(
      (await call(app, 'GET', `${DETAIL}?id=${id}`, undefined, { token: second.access_token })).body.code,
    ).toBe(507);
    expect(
      (await call(app, 'POST', `${C}/token/refresh`, { refresh_token: second.refresh_token })).body.code,
    ).toBe(507);
  });

  it('logout revokes the current session only; logout/others revokes every other one', async () => {
    const { app } = use();
    const id = await demoId(use, 'verified');
    const a = await loginAs(app, id);
    const b = await loginAs(app, id);
    const c = await loginAs(app, id);
    expect((await call(app, 'POST', `${C}/logout`, undefined, { token: c.access_token })).body.code).toBe(
      200,
    );
    expect(
      (await call(app, 'GET', `${DETAIL}?id=${id}`, undefined, { token: c.access_token })).body.code,
    ).toBe(507);
    const others = await call<{ revoked: number }>(app, 'POST', `${C}/logout/others`, undefined, {
      token: a.access_token,
    });
    expect(others.body.code).toBe(200);
    expect(others.body.data.revoked).toBeGreaterThanOrEqual(1);
    expect(
      (await call(app, 'GET', `${DETAIL}?id=${id}`, undefined, { token: b.access_token })).body.code,
    ).toBe(507);
    expect(
      (await call(app, 'POST', `${C}/token/refresh`, { refresh_token: b.refresh_token })).body.code,
    ).toBe(507);
    expect(
      (await call(app, 'GET', `${DETAIL}?id=${id}`, undefined, { token: a.access_token })).body.code,
    ).toBe(200);
  });

  it('a disabled user gets 507', async () => {
    const { app, db } = use();
    const id = await demoId(use, 'newcomer');
    const { access_token } = await loginAs(app, id);
    await db.update(customers).set({ disabled: true }).where(eq(customers.id, id));
    try {
      expect(
        (await call(app, 'GET', `${DETAIL}?id=${id}`, undefined, { token: access_token })).body.code,
      ).toBe(507);
    } finally {
      await db.update(customers).set({ disabled: false }).where(eq(customers.id, id));
    }
  });

  it('shows only the own profile (another id → 404) and updates it with validation', async () => {
    const { app } = use();
    const id = await demoId(use, 'verified');
    const other = await demoId(use, 'official');
    const { access_token: token } = await loginAs(app, id);
    const own = await call<Record<string, unknown>>(app, 'GET', `${DETAIL}?id=${id}`, undefined, { token });
    expect(own.body.data).toMatchObject({
      id: String(id),
      user_id: String(id),
      type: 2,
      phone: '138****0001',
      realName: '*晚',
    });
    expect((await call(app, 'GET', `${DETAIL}?id=${other}`, undefined, { token })).body.code).toBe(404);
    const updated = await call<Record<string, unknown>>(
      app,
      'POST',
      `${C}/update`,
      { nickname: '林晚晚', bio: 'hi', gender: 2, birthday: '1990-05-01' },
      { token },
    );
    expect(updated.body.data).toMatchObject({
      nickname: '林晚晚',
      bio: 'hi',
      gender: 2,
      birthday: '1990-05-01',
    });
    const bad = await call<{ fields: { field: string }[] }>(
      app,
      'POST',
      `${C}/update`,
      { nickname: '', gender: 5, birthday: '2999-01-01', avatarUrl: 'javascript:x' },
      { token },
    );
    expect(bad.body.code).toBe(400);
    expect(bad.body.data.fields.map((f) => f.field).sort()).toEqual([
      'avatarUrl',
      'birthday',
      'gender',
      'nickname',
    ]);
    await call(app, 'POST', `${C}/update`, { nickname: '林晚' }, { token });
  });
}
