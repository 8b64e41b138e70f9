// Drives the real login and registration flows through HTTP, the way the BFF does.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Envelope } from '../lib/envelope.js';
import type { LoginResult } from '../modules/account/service.js';
import { CLIENT_AUTH, type JsonReply } from './api-harness.js';

export const V1 = '/nextland-customer/api/framework/v1';
export const C = `${V1}/customer`;
export const APPID = 'wxnextlanddemo';
export const REDIRECT = 'http://localhost:3000/login/callback';

let ipCounter = 0;
let phoneCounter = 0;

/** A fresh client address, so per-IP rate limits of one case never touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function nextPhone(): string {
  phoneCounter += 1;
  return `139${String(phoneCounter + 1000 * (process.pid % 1000)).padStart(8, '0')}`;
}

export type CallOptions = { token?: string; ip?: string; lang?: string };

export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  { token, ip = '127.0.0.1', lang = 'en' }: CallOptions = {},
): Promise<JsonReply<T>> {
  const reply = await app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
    remoteAddress: ip,
    headers: { authorization: CLIENT_AUTH, ...(token ? { 'ft-auth': `bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: reply.statusCode, headers: reply.headers, body: reply.json() as Envelope<T> };
}

/** Chooses an account on the stand-in's authorize page; returns the one-time code from the redirect. */
export async function authorize(
  app: FastifyInstance,
  account: string | number,
  state = 's1',
): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/wx-standin/connect/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      appid: APPID,
      redirect_uri: REDIRECT,
      state,
      account: String(account),
    }).toString(),
  });
  expect(reply.statusCode, reply.body).toBe(302);
  const location = new URL(String(reply.headers.location));
  expect(location.origin + location.pathname).toBe(REDIRECT);
  expect(location.searchParams.get('state')).toBe(state);
  return location.searchParams.get('code') ?? '';
}

/** The wx/login reply, as the service defines it. */
export type LoginData = LoginResult;

export function login(app: FastifyInstance, code: string, ip = nextIp()) {
  return call<LoginData>(app, 'POST', `${C}/wx/login`, { appid: APPID, code, loginType: 0 }, { ip });
}

/** Logs a seeded demo account in by its customer id. */
export async function loginAs(app: FastifyInstance, customerId: number) {
  const reply = await login(app, await authorize(app, customerId));
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Required<Omit<LoginData, 'registration_ticket'>>;
}

export async function smsCodeFor(app: FastifyInstance, phone: string): Promise<string> {
  const reply = await app.inject({ method: 'GET', url: `/dev/sms/outbox?phone=${phone}` });
  const entries = (reply.json() as Envelope<{ code: string }[]>).data;
  return entries[0]?.code ?? '';
}

/** Full flow for a new platform user: authorize "new" → login → SMS → register. */
export async function registerNew(app: FastifyInstance, invitationCode?: string) {
  const started = await login(app, await authorize(app, 'new'));
  const ticket = started.body.data.registration_ticket ?? '';
  const phone = nextPhone();
  const ip = nextIp();
  expect((await call(app, 'POST', `${C}/sms/send`, { phone, scene: 'register' }, { ip })).body.code).toBe(
    200,
  );
  const reply = await call<Required<LoginData>>(
    app,
    'POST',
    `${C}/register`,
    {
      registration_ticket: ticket,
      phone,
      sms_code: await smsCodeFor(app, phone),
      invitation_code: invitationCode,
      consent: true,
    },
    { ip },
  );
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  return { ...reply.body.data, phone };
}
