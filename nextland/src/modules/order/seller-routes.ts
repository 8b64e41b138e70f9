// https://fastify.dev/docs/latest/Reference/Routes/ — the seller's side of orders: only their own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import type { OrderContext } from './context.js';
import { orderCountsDto, orderCursorPageDto, orderDto } from './dto.js';
import { listOrders, orderCounts, orderDetail } from './queries.js';
import { ORDER } from './routes.js';
import { shipOrder } from './service.js';
import { idParams, langOnlyQuery, sellerOrderListQuery, shipBody } from './validators.js';

const SELLER = `${ORDER}/seller`;
const tags = ['order'];

export const sellerOrderRoutes: FastifyPluginAsyncZod<{ db: Db; ctx: OrderContext }> = async (
  app,
  { db, ctx },
) => {
  app.addHook('onRequest', requireUser(db));
  const seller = (id: number) => ({ id, role: 'seller' as const });

  app.get(
    `${SELLER}/list`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Orders of my goods, newest first, by cursor; optionally one status',
        querystring: sellerOrderListQuery,
        response: { 200: envelopeOf(orderCursorPageDto) },
      },
    },
    async (request) =>
      ok(request.lang, await listOrders(db, request.lang, seller(userOf(request).id), request.query)),
  );

  app.get(
    `${SELLER}/counts`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'How many orders of my goods are in each status',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(orderCountsDto) },
      },
    },
    async (request) => ok(request.lang, await orderCounts(db, seller(userOf(request).id))),
  );

  app.get(
    `${SELLER}/detail/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "One order of my goods; anyone else's is 404",
        params: idParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(orderDto), ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, await orderDetail(db, request.lang, seller(userOf(request).id), request.params.id)),
  );

  app.post(
    `${SELLER}/ship/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Ship an order awaiting shipment with a listed carrier and a tracking number',
        params: idParams,
        querystring: langOnlyQuery,
        body: shipBody,
        response: { 200: envelopeOf(orderDto), ...refusals(404, 409) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await shipOrder(db, ctx, request.lang, userOf(request).id, request.params.id, request.body),
      ),
  );
};
