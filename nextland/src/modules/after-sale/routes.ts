// https://fastify.dev/docs/latest/Reference/Routes/ — after-sales (decision 0027 §3): the buyer's requests
// here, the seller's answers in seller-routes.ts. Reads and moves are scoped to the caller: others' are 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import type { OrderContext } from '../order/service.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import type { Storage } from '../upload/service.js';
import { shipReturn, withdraw } from './decisions.js';
import { afterSaleCursorPageDto, afterSaleDto, afterSaleReasonDto, refundableDto } from './dto.js';
import { afterSaleDetail, listAfterSales } from './queries.js';
import { refundable } from './refundable.js';
import { createAfterSale } from './request.js';
import { AFTER_SALE_REASONS } from './status.js';
import {
  buyerAfterSaleListQuery,
  createAfterSaleBody,
  idParams,
  langOnlyQuery,
  returnShipmentBody,
} from './validators.js';
import { reasonName } from './view.js';

export const AFTER_SALE = '/nextland-customer/api/framework/v1/customer/order/aftersale';
export const tags = ['after-sale'];
/** Every route answering one request names it (404); those that move it add 409. */
export const afterSaleReply = { 200: envelopeOf(afterSaleDto), ...refusals(404) };

export type AfterSaleRoutesOptions = { db: Db; ctx: OrderContext; storage: Storage };

export const afterSaleRoutes: FastifyPluginAsyncZod<AfterSaleRoutesOptions> = async (
  app,
  { db, ctx, storage },
) => {
  app.addHook('onRequest', requireUser(db));
  const buyer = (id: number) => ({ id, role: 'buyer' as const });
  const photoUrl = (key: string) => storage.publicUrl(key);
  const detail = (lang: Parameters<typeof afterSaleDetail>[1], userId: number, id: string) =>
    afterSaleDetail(db, lang, buyer(userId), photoUrl, id);

  app.get(
    `${AFTER_SALE}/reasons`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'The reasons a buyer may give, named in `lang`',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.array(afterSaleReasonDto)) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        AFTER_SALE_REASONS.map((code) => ({ code, name: reasonName(request.lang, code) })),
      ),
  );

  app.get(
    `${AFTER_SALE}/refundable/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'For the request form: which kinds my order allows now and what each line has left',
        params: idParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(refundableDto), ...refusals(404) },
      },
    },
    async (request) => ok(request.lang, await refundable(db, userOf(request).id, request.params.id)),
  );

  app.post(
    `${AFTER_SALE}/create`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Ask for a refund (1) or a return and refund (2) of lines of my order',
        description:
          'Refund only while the order awaits shipment or is shipped; either within 7 days of completion (409 ' +
          '`afterSale.notAllowed`, `afterSale.returnNeedsCompleted`, `afterSale.windowClosed`, ' +
          '`afterSale.digitalRefundOnly`). A line with an open request is 409 `afterSale.lineOpen`; an amount ' +
          'above what the line has left is 400 on `lines.{i}.amountFen`; an unknown line 400 on ' +
          '`lines.{i}.orderLineId`; a photo not my own public upload 400 on `photoIds.{i}`. Another user’s order: 404.',
        querystring: langOnlyQuery,
        body: createAfterSaleBody,
        response: { ...afterSaleReply, ...refusals(409) },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      const id = await createAfterSale(db, ctx, request.lang, userId, request.body);
      return ok(request.lang, await detail(request.lang, userId, String(id)));
    },
  );

  app.get(
    `${AFTER_SALE}/list`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'My requests as buyer, newest first, by cursor; optionally one status',
        querystring: buyerAfterSaleListQuery,
        response: { 200: envelopeOf(afterSaleCursorPageDto) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await listAfterSales(db, request.lang, buyer(userOf(request).id), photoUrl, request.query),
      ),
  );

  app.get(
    `${AFTER_SALE}/detail/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'One of my requests with its timeline; another user’s is 404',
        params: idParams,
        querystring: langOnlyQuery,
        response: afterSaleReply,
      },
    },
    async (request) => ok(request.lang, await detail(request.lang, userOf(request).id, request.params.id)),
  );

  app.post(
    `${AFTER_SALE}/withdraw/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Withdraw my request while it awaits the seller or my return; otherwise 409',
        params: idParams,
        querystring: langOnlyQuery,
        response: { ...afterSaleReply, ...refusals(409) },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      await withdraw(db, ctx, userId, request.params.id);
      return ok(request.lang, await detail(request.lang, userId, request.params.id));
    },
  );

  app.post(
    `${AFTER_SALE}/ship/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          'I sent the return back: a listed carrier and a tracking number; only while awaiting my return',
        params: idParams,
        querystring: langOnlyQuery,
        body: returnShipmentBody,
        response: { ...afterSaleReply, ...refusals(409) },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      await shipReturn(db, ctx, userId, request.params.id, request.body);
      return ok(request.lang, await detail(request.lang, userId, request.params.id));
    },
  );
};
