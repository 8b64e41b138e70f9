// https://fastify.dev/docs/latest/Reference/Routes/ — login, registration, tokens and logout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { enforce } from '../../lib/rate-limit.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { refreshSession, revokeOtherSessions, revokeSession } from '../session/service.js';
import { sendSmsCode } from '../sms/service.js';
import { type AccountDeps, HOUR_MS, MINUTE_MS } from './deps.js';
import { register, wxLogin } from './service.js';
import {
  langQueryOnly,
  loginBody,
  loginDto,
  refreshBody,
  registerBody,
  registerDto,
  smsSendBody,
  smsSendDto,
  tokensDto,
} from './validators.js';

export const CUSTOMER = '/nextland-customer/api/framework/v1/customer';

export const accountRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  const { db, limiter, limits } = deps;
  const guard = requireUser(db);

  app.post(
    `${CUSTOMER}/wx/login`,
    {
      schema: {
        tags: ['account'],
        summary: 'Log in with a platform code (loginType 0)',
        querystring: langQueryOnly,
        body: loginBody,
        response: { 200: envelopeOf(loginDto), ...refusals(403, 429) },
      },
    },
    async (request) => {
      await enforce(limiter, `login:ip:${request.ip}`, { max: limits.loginPerMinute, windowMs: MINUTE_MS });
      return ok(request.lang, await wxLogin(db, deps.platform, deps.authSecret, request.lang, request.body));
    },
  );

  app.post(
    `${CUSTOMER}/sms/send`,
    {
      schema: {
        tags: ['account'],
        summary: 'Send an SMS code (60 s resend interval, 10 min life)',
        querystring: langQueryOnly,
        body: smsSendBody,
        response: { 200: envelopeOf(smsSendDto), ...refusals(429) },
      },
    },
    async (request) => {
      const { phone, scene } = request.body;
      await enforce(limiter, `sms:ip:${request.ip}`, { max: limits.smsPerIpHour, windowMs: HOUR_MS });
      await enforce(limiter, `sms:phone:${phone}`, { max: limits.smsPerPhoneHour, windowMs: HOUR_MS });
      return ok(request.lang, await sendSmsCode(db, deps.sms, request.lang, phone, scene));
    },
  );

  app.post(
    `${CUSTOMER}/register`,
    {
      schema: {
        tags: ['account'],
        summary: 'Register with a registration ticket, phone and SMS code; returns tokens',
        querystring: langQueryOnly,
        body: registerBody,
        response: { 200: envelopeOf(registerDto), ...refusals(409, 429) },
      },
    },
    async (request) => {
      await enforce(limiter, `register:ip:${request.ip}`, {
        max: limits.registerPerIpHour,
        windowMs: HOUR_MS,
      });
      return ok(request.lang, await register(db, deps.authSecret, request.lang, request.body));
    },
  );

  app.post(
    `${CUSTOMER}/token/refresh`,
    {
      schema: {
        tags: ['account'],
        summary: 'Rotate tokens; a reused refresh token revokes its session (507)',
        querystring: langQueryOnly,
        body: refreshBody,
        response: { 200: envelopeOf(tokensDto) },
      },
    },
    async (request) => ok(request.lang, await refreshSession(db, request.body.refresh_token)),
  );

  app.post(
    `${CUSTOMER}/logout`,
    {
      onRequest: guard,
      schema: {
        tags: ['account'],
        security: signedIn,
        summary: 'Revoke the current session',
        querystring: langQueryOnly,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await revokeSession(db, userOf(request).sessionId);
      return ok(request.lang, null);
    },
  );

  app.post(
    `${CUSTOMER}/logout/others`,
    {
      onRequest: guard,
      schema: {
        tags: ['account'],
        security: signedIn,
        summary: 'Sign out everywhere else: revoke every other session of the user',
        querystring: langQueryOnly,
        response: { 200: envelopeOf(z.object({ revoked: z.number().int() })) },
      },
    },
    async (request) => ok(request.lang, { revoked: await revokeOtherSessions(db, userOf(request)) }),
  );
};
