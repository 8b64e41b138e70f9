// https://fastify.dev/docs/latest/Reference/Routes/ — checkout and the buyer's orders (decision 0019).
import { CARRIER_CODES } from '@nextland/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { createCheckout, previewCheckout } from './checkout.js';
import type { OrderContext } from './context.js';
import {
  carrierDto,
  checkoutPreviewDto,
  orderCountsDto,
  orderCursorPageDto,
  orderDto,
  paymentDto,
} from './dto.js';
import { listOrders, orderCounts, orderDetail } from './queries.js';
import { cancelByBuyer, confirmReceipt } from './service.js';
import {
  buyerOrderListQuery,
  checkoutBody,
  createCheckoutBody,
  idParams,
  langOnlyQuery,
} from './validators.js';
import { carrierName } from './view.js';

export const ORDER = '/nextland-customer/api/framework/v1/customer/order';
const tags = ['order'];
/** Every route answering one order names it (404); those that move it add 409. */
const orderReply = { 200: envelopeOf(orderDto), ...refusals(404) };

export type OrderRoutesOptions = { db: Db; ctx: OrderContext };

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, { db, ctx }) => {
  app.addHook('onRequest', requireUser(db));
  const buyer = (id: number) => ({ id, role: 'buyer' as const });

  app.post(
    `${ORDER}/preview`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Price a checkout without making anything: one group per seller, postage, problems',
        querystring: langOnlyQuery,
        body: checkoutBody,
        response: { 200: envelopeOf(checkoutPreviewDto), ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, await previewCheckout(db, request.lang, userOf(request).id, request.body)),
  );

  app.post(
    `${ORDER}/create`,
    {
      config: { perUserLimit: 'payments' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Check out: one order per seller and one payment, stock reserved, in one transaction',
        description:
          '409 when the total differs from acceptedTotalFen (`order.totalChanged`, data.totalFen), a line changed ' +
          '(`order.changed`) or sold out (`order.soldOut`); both name the lines in data.lines [{goodsId, code}]. ' +
          'A repeat of the idempotencyKey answers the first payment and makes nothing.',
        querystring: langOnlyQuery,
        body: createCheckoutBody,
        response: { 200: envelopeOf(paymentDto), ...refusals(404, 409, 429) },
      },
    },
    async (request) =>
      ok(request.lang, await createCheckout(db, ctx, request.lang, userOf(request).id, request.body)),
  );

  app.get(
    `${ORDER}/list`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'My orders as buyer, newest first, by cursor; optionally one status',
        querystring: buyerOrderListQuery,
        response: { 200: envelopeOf(orderCursorPageDto) },
      },
    },
    async (request) =>
      ok(request.lang, await listOrders(db, request.lang, buyer(userOf(request).id), request.query)),
  );

  app.get(
    `${ORDER}/counts`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'How many of my orders (as buyer) are in each status',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(orderCountsDto) },
      },
    },
    async (request) => ok(request.lang, await orderCounts(db, buyer(userOf(request).id))),
  );

  app.get(
    `${ORDER}/detail/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "One of my orders as buyer; another user's is 404",
        params: idParams,
        querystring: langOnlyQuery,
        response: orderReply,
      },
    },
    async (request) =>
      ok(request.lang, await orderDetail(db, request.lang, buyer(userOf(request).id), request.params.id)),
  );

  app.post(
    `${ORDER}/cancel/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Cancel my order awaiting payment (its stock returns); any other status is 409',
        params: idParams,
        querystring: langOnlyQuery,
        response: { ...orderReply, ...refusals(409) },
      },
    },
    async (request) =>
      ok(request.lang, await cancelByBuyer(db, ctx, request.lang, userOf(request).id, request.params.id)),
  );

  app.post(
    `${ORDER}/confirm/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Confirm receipt of my shipped order; any other status is 409',
        params: idParams,
        querystring: langOnlyQuery,
        response: { ...orderReply, ...refusals(409) },
      },
    },
    async (request) =>
      ok(request.lang, await confirmReceipt(db, ctx, request.lang, userOf(request).id, request.params.id)),
  );

  app.get(
    `${ORDER}/carriers`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'The carriers a seller may ship with, named in `lang`',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.array(carrierDto)) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        CARRIER_CODES.map((code) => ({ code, name: carrierName(request.lang, code) })),
      ),
  );
};
