// https://fastify.dev/docs/latest/Reference/Routes/ — the buyer's payments (their orders inside).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { paymentCursorPageDto, paymentDto } from './dto.js';
import { listPayments, paymentView } from './payment-view.js';
import { ORDER } from './routes.js';
import { idParams, langOnlyQuery, paymentListQuery } from './validators.js';

const tags = ['order'];

export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser(db));

  app.get(
    `${ORDER}/payment/list`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'My payments (one per checkout, with its orders), newest first, by cursor',
        querystring: paymentListQuery,
        response: { 200: envelopeOf(paymentCursorPageDto) },
      },
    },
    async (request) =>
      ok(request.lang, await listPayments(db, request.lang, userOf(request).id, request.query)),
  );

  app.get(
    `${ORDER}/payment/detail/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "One of my payments with its orders and, while pending, where to pay; anyone else's is 404",
        params: idParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(paymentDto), ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, await paymentView(db, request.lang, userOf(request).id, request.params.id)),
  );
};
