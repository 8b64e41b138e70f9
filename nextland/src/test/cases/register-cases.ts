import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_AUTH_SECRET } from '../../config.js';
import { signPayload } from '../../lib/tokens.js';
import { issueTicket } from '../../modules/account/ticket.js';
import { customers } from '../../modules/customer/schema.js';
import {
  authorize,
  C,
  call,
  login,
  nextIp,
  nextPhone,
  registerNew,
  smsCodeFor,
  V1,
} from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';

type Fields = { fields: { field: string; message: string }[] };

async function startRegistration(use: UseApi) {
  const { app } = use();
  const started = await login(app, await authorize(app, 'new'));
  const phone = nextPhone();
  const ip = nextIp();
  expect((await call(app, 'POST', `${C}/sms/send`, { phone, scene: 'register' }, { ip })).body.code).toBe(
    200,
  );
  return {
    ticket: started.body.data.registration_ticket ?? '',
    unionid: started.body.data.unionid,
    phone,
    ip,
  };
}

export function registerCases(use: UseApi): void {
  it('registers a new user (type 1) who can then log in with the same platform identity', async () => {
    const { app } = use();
    const user = await registerNew(app);
    expect(user.user_id).toMatch(/^\d+$/);
    const detail = await call<{ type: number; invitationCode: string }>(
      app,
      'GET',
      `${V1}/current/customer/detail?id=${user.user_id}`,
      undefined,
      { token: user.access_token },
    );
    expect(detail.body.data.type).toBe(1);
    expect(detail.body.data.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('links the inviter from a valid invitation code; the inviter sees the invitee; unknown code → 400', async () => {
    const { app } = use();
    const inviter = await registerNew(app);
    const detail = await call<{ invitationCode: string }>(
      app,
      'GET',
      `${V1}/current/customer/detail?id=${inviter.user_id}`,
      undefined,
      { token: inviter.access_token },
    );
    const invitee = await registerNew(app, detail.body.data.invitationCode.toLowerCase());
    const page = await call<{ total: number; records: { id: string; nickname: string; joinedAt: string }[] }>(
      app,
      'GET',
      `${C}/invitees/page`,
      undefined,
      { token: inviter.access_token },
    );
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.records[0]).toMatchObject({ id: invitee.user_id });
    const { ticket, phone, ip } = await startRegistration(use);
    const unknown = await call<Fields>(
      app,
      'POST',
      `${C}/register`,
      {
        registration_ticket: ticket,
        phone,
        sms_code: await smsCodeFor(app, phone),
        invitation_code: 'NOPE0000',
        consent: true,
      },
      { ip },
    );
    expect(unknown.body.code).toBe(400);
    expect(unknown.body.data.fields).toEqual([
      { field: 'invitation_code', message: 'No such invitation code' },
    ]);
  });

  it('needs consent to the terms and privacy policy (400 on `consent`) and records when it was given', async () => {
    const { app, db } = use();
    const { ticket, phone, ip, unionid } = await startRegistration(use);
    const body = { registration_ticket: ticket, phone, sms_code: await smsCodeFor(app, phone) };
    for (const consent of [undefined, false]) {
      const refused = await call<Fields>(app, 'POST', `${C}/register`, { ...body, consent }, { ip });
      expect(refused.body.code).toBe(400);
      expect(refused.body.data.fields).toEqual([
        { field: 'consent', message: 'Please accept the terms of service and the privacy policy' },
      ]);
    }
    expect(await db.select().from(customers).where(eq(customers.unionid, unionid))).toEqual([]);
    const before = Date.now();
    const accepted = await call(app, 'POST', `${C}/register`, { ...body, consent: true }, { ip });
    expect(accepted.body.code).toBe(200);
    const [row] = await db.select().from(customers).where(eq(customers.unionid, unionid));
    expect(row?.consentedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('rejects a bare openid/unionid, a forged ticket and an expired ticket', async () => {
    const { app } = use();
    const { unionid, phone, ip } = await startRegistration(use);
    const code = await smsCodeFor(app, phone);
    const bare = await call<Fields>(
      app,
      'POST',
      `${C}/register`,
      { openid: 'o1', unionid, phone, sms_code: code, consent: true },
      { ip },
    );
    expect(bare.body.code).toBe(400);
    const forged = signPayload('some-other-secret-value', {
      p: 'register',
      o: 'o1',
      u: unionid,
      e: Date.now() + 60_000,
    });
    const expired = issueTicket(DEFAULT_AUTH_SECRET, { openid: 'o1', unionid }, Date.now() - 16 * 60_000);
    for (const ticket of [forged, expired, 'x.y']) {
      const reply = await call<Fields>(
        app,
        'POST',
        `${C}/register`,
        { registration_ticket: ticket, phone, sms_code: code, consent: true },
        { ip },
      );
      expect(reply.body.code).toBe(400);
      expect(reply.body.data.fields[0]?.field).toBe('registration_ticket');
    }
    const [row] = await use().db.select().from(customers).where(eq(customers.unionid, unionid));
    expect(row).toBeUndefined();
  });

  it('enforces the 60 s resend interval with the seconds left', async () => {
    const { app } = use();
    const phone = nextPhone();
    expect(
      (await call(app, 'POST', `${C}/sms/send`, { phone, scene: 'register' }, { ip: nextIp() })).body.code,
    ).toBe(200);
    const again = await call<{ retryAfter: number }>(
      app,
      'POST',
      `${C}/sms/send`,
      { phone, scene: 'register' },
      { ip: nextIp() },
    );
    expect(again.status).toBe(429);
    expect(again.body.data.retryAfter).toBeGreaterThan(0);
    expect(again.body.data.retryAfter).toBeLessThanOrEqual(60);
    const badPhone = await call<Fields>(
      app,
      'POST',
      `${C}/sms/send`,
      { phone: '12345678901', scene: 'register' },
      { ip: nextIp() },
    );
    expect(badPhone.body.data.fields[0]?.field).toBe('phone');
  });

  it('rate-limits SMS sends per IP', async () => {
    const { app } = use();
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(app, 'POST', `${C}/sms/send`, { phone: nextPhone(), scene: 'register' }, { ip })).body
          .code,
      ).toBe(200);
    }
    expect(
      (await call(app, 'POST', `${C}/sms/send`, { phone: nextPhone(), scene: 'register' }, { ip })).status,
    ).toBe(429);
  });

  it('locks the code after 5 wrong attempts, even for the right code', async () => {
    const { app } = use();
    const { ticket, phone, ip } = await startRegistration(use);
    const right = await smsCodeFor(app, phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const reply = await call<Fields>(
        app,
        'POST',
        `${C}/register`,
        { registration_ticket: ticket, phone, sms_code: wrong, consent: true },
        { ip: nextIp() },
      );
      messages.push(reply.body.data.fields[0]?.message ?? '');
    }
    expect(messages[0]).toBe('Wrong code; 4 attempts left');
    expect(messages[4]).toMatch(/Too many wrong attempts/);
    const locked = await call<Fields>(
      app,
      'POST',
      `${C}/register`,
      { registration_ticket: ticket, phone, sms_code: right, consent: true },
      { ip },
    );
    expect(locked.body.code).toBe(400);
    expect(locked.body.data.fields[0]).toMatchObject({
      field: 'sms_code',
      message: expect.stringMatching(/request a new code/),
    });
  });

  it('refuses a phone that is already registered and a second registration of the same identity', async () => {
    const { app } = use();
    const first = await registerNew(app);
    const { ticket, ip } = await startRegistration(use);
    // The seeded demo phone is taken; a code for it can still be sent (after the interval).
    const taken = '13800000002';
    await call(app, 'POST', `${C}/sms/send`, { phone: taken, scene: 'register' }, { ip: nextIp() });
    const reply = await call<Fields>(
      app,
      'POST',
      `${C}/register`,
      { registration_ticket: ticket, phone: taken, sms_code: await smsCodeFor(app, taken), consent: true },
      { ip },
    );
    expect(reply.body.data.fields[0]?.field).toBe('phone');
    expect(first.phone).not.toBe(taken);
  });

  it('two concurrent registrations of one identity: exactly one succeeds, the other is a 409', async () => {
    const { app } = use();
    const { ticket, phone, ip } = await startRegistration(use);
    const phone2 = nextPhone();
    await call(app, 'POST', `${C}/sms/send`, { phone: phone2, scene: 'register' }, { ip: nextIp() });
    const [codeA, codeB] = [await smsCodeFor(app, phone), await smsCodeFor(app, phone2)];
    const replies = await Promise.all([
      call(
        app,
        'POST',
        `${C}/register`,
        { registration_ticket: ticket, phone, sms_code: codeA, consent: true },
        { ip },
      ),
      call(
        app,
        'POST',
        `${C}/register`,
        { registration_ticket: ticket, phone: phone2, sms_code: codeB, consent: true },
        { ip: nextIp() },
      ),
    ]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([200, 409]);
  });

  it('rate-limits registration attempts per IP', async () => {
    const { app } = use();
    const ip = nextIp();
    const body = { registration_ticket: 'x.y', phone: nextPhone(), sms_code: '123456', consent: true };
    for (let i = 0; i < 5; i++)
      expect((await call(app, 'POST', `${C}/register`, body, { ip })).status).toBe(400);
    expect((await call(app, 'POST', `${C}/register`, body, { ip })).status).toBe(429);
  });
}
