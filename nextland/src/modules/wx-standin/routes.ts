// https://fastify.dev/docs/latest/Reference/Routes/ — a local stand-in of the messaging platform's web login
// (authorize page + token endpoint), mounted outside production only.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { renderAuthorizePage, renderErrorPage } from './page.js';
import { isAllowedRedirect, issueCode, listDemoAccounts, redeemCode } from './service.js';

export type StandinOptions = { db: Db; appid: string; secret: string; redirectOrigins: string[] };

const authorizeFields = {
  appid: z.string().max(64),
  redirect_uri: z.string().max(1000),
  state: z.string().max(128).default(''),
};

function html(reply: FastifyReply, status: number, body: string, formOrigins: string[] = []) {
  // The form posts here and is then redirected to the app: both must be allowed as form targets.
  const csp = `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${formOrigins.join(' ')}`;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', csp)
    .send(body);
}

export const wxStandinRoutes: FastifyPluginAsyncZod<StandinOptions> = async (app, options) => {
  const { db, appid, secret, redirectOrigins } = options;

  // Plain HTML forms post urlencoded bodies; only this plugin accepts them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  function refusal(request: { appid: string; redirect_uri: string }): string | null {
    if (request.appid !== appid) return 'Unknown appid';
    if (!isAllowedRedirect(request.redirect_uri, redirectOrigins)) return 'redirect_uri is not allowed';
    return null;
  }

  app.get(
    '/wx-standin/connect/qrconnect',
    {
      schema: {
        hide: true,
        querystring: z.object({
          ...authorizeFields,
          response_type: z.literal('code').optional(),
          scope: z.string().optional(),
          lang: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const problem = refusal(request.query);
      if (problem) return html(reply, 400, renderErrorPage(problem));
      const accounts = await listDemoAccounts(db);
      return html(reply, 200, renderAuthorizePage(request.lang, request.query, accounts), redirectOrigins);
    },
  );

  app.post(
    '/wx-standin/connect/authorize',
    {
      schema: { hide: true, body: z.object({ ...authorizeFields, account: z.string().max(20) }) },
    },
    async (request, reply) => {
      const problem = refusal(request.body);
      if (problem) return html(reply, 400, renderErrorPage(problem));
      const code = await issueCode(db, appid, request.body.account);
      if (!code) return html(reply, 400, renderErrorPage('Unknown account'));
      const target = new URL(request.body.redirect_uri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', request.body.state);
      return reply.redirect(target.toString(), 302);
    },
  );

  app.get(
    '/wx-standin/sns/oauth2/access_token',
    {
      schema: {
        hide: true,
        querystring: z.object({
          appid: z.string(),
          secret: z.string(),
          code: z.string().max(128),
          grant_type: z.literal('authorization_code'),
        }),
      },
    },
    async (request) => {
      const query = request.query;
      if (query.appid !== appid || query.secret !== secret)
        return { errcode: 40125, errmsg: 'invalid appsecret' };
      const identity = await redeemCode(db, appid, query.code);
      if ('errcode' in identity) return identity;
      return {
        access_token: 'standin',
        expires_in: 7200,
        refresh_token: 'standin',
        scope: 'snsapi_login',
        ...identity,
      };
    },
  );
};
