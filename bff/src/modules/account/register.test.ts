import type { FastifyInstance } from 'fastify';
import { nextPhone } from 'nextland/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstErrorField, loggedInWith } from '../../test-support/login-flow.js';
import { startNextland, type TestNextland } from '../../test-support/nextland.js';
import { setCookies } from '../../test-support/set-cookies.js';
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
beforeEach(() => fake.reset());

const sendSms = `mutation Sms($phone: String!) {
  sendSmsCode(phone: $phone) { resendIn expiresIn userErrors { field code message retryAfter } }
}`;
const register = `mutation Register($input: RegisterInput!) {
  register(input: $input) { viewer { id type } userErrors { field code message } }
}`;

describe('registration', () => {
  async function inRegistration() {
    const { browser } = await loggedInWith(app, await fake.accounts.loginCode('new'));
    fake.calls.length = 0;
    return browser;
  }

  /** A registration with an SMS code sent to a new phone: the browser, the phone and the code. */
  async function withSmsCode() {
    const browser = await inRegistration();
    const phone = nextPhone();
    await postGraphql(app, sendSms, { variables: { phone }, cookies: browser.values });
    return { browser, phone, smsCode: await fake.accounts.smsCode(phone) };
  }

  it('refuses sendSmsCode and register without a registration in progress, without calling nextland', async () => {
    const sms = await postGraphql(app, sendSms, {
      variables: { phone: '13800138000' },
      headers: { 'x-locale': 'en' },
    });
    expect(sms.body.data?.sendSmsCode).toMatchObject({
      resendIn: null,
      userErrors: [
        {
          field: 'ticket',
          code: 'INVALID',
          message: 'No registration is in progress, or it has expired. Please log in again.',
        },
      ],
    });
    const reply = await postGraphql(app, register, {
      variables: { input: { phone: '13800138000', smsCode: '123456', consent: true } },
    });
    expect(reply.body.data?.register).toEqual({
      viewer: null,
      userErrors: [
        { field: 'ticket', code: 'INVALID', message: '没有进行中的注册，或注册已过期，请重新登录。' },
      ],
    });
    expect(fake.calls).toEqual([]);
  });

  it('passes the SMS resend countdown and a rate limit with retryAfter on', async () => {
    const browser = await inRegistration();
    const sent = await postGraphql(app, sendSms, {
      variables: { phone: nextPhone() },
      cookies: browser.values,
    });
    expect(sent.body.data?.sendSmsCode).toEqual({ resendIn: 60, expiresIn: 600, userErrors: [] });
    fake.setOverride(() => ({
      status: 429,
      body: { code: 429, msg: '请 42 秒后再试', data: { retryAfter: 42 } },
    }));
    const limited = await postGraphql(app, sendSms, {
      variables: { phone: '13800138000' },
      cookies: browser.values,
    });
    expect(limited.body.data?.sendSmsCode).toEqual({
      resendIn: null,
      expiresIn: null,
      userErrors: [{ field: null, code: 'RATE_LIMITED', message: '请 42 秒后再试', retryAfter: 42 }],
    });
  });

  it('maps nextland field errors to the input names and keeps the ticket for another try', async () => {
    const { browser, phone, smsCode } = await withSmsCode();
    const wrong = smsCode === '000000' ? '111111' : '000000';
    const reply = await postGraphql(app, register, {
      variables: { input: { phone, smsCode: wrong, invitationCode: 'NOPE', consent: true } },
      cookies: browser.values,
      headers: { 'x-locale': 'en' },
    });
    expect(reply.body.data?.register).toEqual({
      viewer: null,
      userErrors: [{ field: 'smsCode', code: 'INVALID', message: 'Wrong code; 4 attempts left' }],
    });
    expect(fake.callsTo('/register')[0]?.body).toEqual({
      registration_ticket: browser.values.registration,
      phone,
      sms_code: wrong,
      invitation_code: 'NOPE',
      consent: true,
    });
    expect(setCookies(reply.headers).has('registration')).toBe(false);
  });

  it('refuses a registration without consent with a `consent` user error and keeps the ticket', async () => {
    const { browser, phone, smsCode } = await withSmsCode();
    const reply = await postGraphql(app, register, {
      variables: { input: { phone, smsCode, consent: false } },
      cookies: browser.values,
      headers: { 'x-locale': 'en' },
    });
    expect(reply.body.data?.register).toEqual({
      viewer: null,
      userErrors: [
        {
          field: 'consent',
          code: 'INVALID',
          message: 'Please accept the terms of service and the privacy policy',
        },
      ],
    });
    expect(setCookies(reply.headers).has('registration')).toBe(false);
  });

  it('drops a ticket nextland refuses', async () => {
    const { browser, phone, smsCode } = await withSmsCode();
    browser.values.registration = 'tampered';
    const reply = await postGraphql(app, register, {
      variables: { input: { phone, smsCode, consent: true } },
      cookies: browser.values,
    });
    expect(firstErrorField(reply, 'register')).toBe('ticket');
    expect(setCookies(reply.headers).get('registration')?.maxAge).toBe(0);
  });

  it('registers: session cookies set, ticket cleared, the new viewer returned', async () => {
    const { browser, phone, smsCode } = await withSmsCode();
    const reply = await postGraphql(app, register, {
      variables: { input: { phone, smsCode, consent: true } },
      cookies: browser.values,
    });
    const cookies = setCookies(reply.headers);
    const userId = cookies.get('uid')?.value;
    expect(userId).toMatch(/^\d+$/);
    expect(reply.body.data?.register).toEqual({ viewer: { id: userId, type: 'UNVERIFIED' }, userErrors: [] });
    expect(cookies.get('registration')?.maxAge).toBe(0);
    expect(cookies.get('token')?.maxAge).toBe(7200);
    expect(fake.callsTo('/register')[0]?.body).not.toHaveProperty('invitation_code');
  });
});
