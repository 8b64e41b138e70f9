// https://fastify.dev/docs/latest/Reference/Routes/ — payout bank cards (the spec's path says "back", sic).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { addCard, deleteCard, listCards, setDefaultCard } from './service.js';
import { addCardBody, cardDto, cardIdParams, langOnlyQuery } from './validators.js';

const CARD = '/nextland-customer/api/framework/v1/customer/back/card';

export const bankCardRoutes: FastifyPluginAsyncZod<{ db: Db; authSecret: string }> = async (app, opts) => {
  const { db, authSecret } = opts;
  app.addHook('onRequest', requireUser(db));

  app.post(
    CARD,
    {
      schema: {
        tags: ['bank-card'],
        security: signedIn,
        summary: 'Add a bank card (real-name verified users; holder = verified name)',
        querystring: langOnlyQuery,
        body: addCardBody,
        response: { 200: envelopeOf(cardDto), ...refusals(403) },
      },
    },
    async (request) =>
      ok(request.lang, await addCard(db, authSecret, request.lang, userOf(request), request.body)),
  );

  app.get(
    `${CARD}/list`,
    {
      schema: {
        tags: ['bank-card'],
        security: signedIn,
        summary: 'My cards, default first',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.array(cardDto)) },
      },
    },
    async (request) => ok(request.lang, await listCards(db, userOf(request).id)),
  );

  app.post(
    `${CARD}/default/:id`,
    {
      schema: {
        tags: ['bank-card'],
        security: signedIn,
        summary: 'Make one of my cards the default (the previous default is unset in the same transaction)',
        params: cardIdParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.null()), ...refusals(404) },
      },
    },
    async (request) => {
      await setDefaultCard(db, userOf(request).id, parseId(request.params.id));
      return ok(request.lang, null);
    },
  );

  app.post(
    `${CARD}/delete/:id`,
    {
      schema: {
        tags: ['bank-card'],
        security: signedIn,
        summary: 'Delete one of my cards; deleting the default promotes the oldest remaining one',
        params: cardIdParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.null()), ...refusals(404) },
      },
    },
    async (request) => {
      await deleteCard(db, userOf(request).id, parseId(request.params.id));
      return ok(request.lang, null);
    },
  );
};
