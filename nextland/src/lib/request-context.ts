// https://fastify.dev/docs/latest/Reference/Hooks/#onrequest
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ClientCredential, credentialMatches, parseBasicAuth, parseUserToken } from './auth.js';
import { ClientAuthError } from './errors.js';
import { DEFAULT_LANG, type Lang, resolveLang } from './lang.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Request language from `lang` or Accept-Language. */
    lang: Lang;
    /** The calling client application, once its Basic credential has been checked. */
    clientId: string | null;
    /** Raw user access token from `ft-auth: bearer <token>`; customer routes validate it (modules/session/guard.ts). */
    userToken: string | null;
  }
}

export const CLIENT_ROUTE_PREFIX = '/nextland-';
/** Payment providers post here with their own signature (checked by the provider), never our credential. */
export const PROVIDER_NOTIFY_PREFIX = '/nextland-pay/notify/';

/** Sets lang, checks the client credential on `/nextland-*` routes and reads the user token. */
export const requestContext = fp(
  async (app: FastifyInstance, options: { client: ClientCredential }) => {
    app.decorateRequest('lang', DEFAULT_LANG);
    app.decorateRequest('clientId', null);
    app.decorateRequest('userToken', null);
    app.addHook('onRequest', async (request) => {
      request.lang = resolveLang(request.query, request.headers['accept-language']);
      request.userToken = parseUserToken(request.headers['ft-auth']);
      if (!request.url.startsWith(CLIENT_ROUTE_PREFIX) || request.url.startsWith(PROVIDER_NOTIFY_PREFIX))
        return;
      const given = parseBasicAuth(request.headers.authorization);
      if (!credentialMatches(given, options.client)) throw new ClientAuthError();
      request.clientId = options.client.id;
    });
  },
  { name: 'request-context' },
);
