// https://fastify.dev/docs/latest/Reference/Routes/ — the seller's side of after-sales: only requests about
// their own orders (anyone else's is 404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import type { Lang } from '../../lib/lang.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { approve, confirmReturn, reject } from './decisions.js';
import { afterSaleCursorPageDto } from './dto.js';
import { afterSaleDetail, listAfterSales } from './queries.js';
import { AFTER_SALE, type AfterSaleRoutesOptions, afterSaleReply, tags } from './routes.js';
import { approveBody, idParams, langOnlyQuery, rejectBody, sellerAfterSaleListQuery } from './validators.js';

const SELLER = `${AFTER_SALE}/seller`;

export const sellerAfterSaleRoutes: FastifyPluginAsyncZod<AfterSaleRoutesOptions> = async (
  app,
  { db, ctx, storage },
) => {
  app.addHook('onRequest', requireUser(db));
  const seller = (id: number) => ({ id, role: 'seller' as const });
  const photoUrl = (key: string) => storage.publicUrl(key);
  const detail = (lang: Lang, userId: number, id: string) =>
    afterSaleDetail(db, lang, seller(userId), photoUrl, id);

  app.get(
    `${SELLER}/list`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Requests about orders of my goods, newest first, by cursor; optionally one status',
        querystring: sellerAfterSaleListQuery,
        response: { 200: envelopeOf(afterSaleCursorPageDto) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await listAfterSales(db, request.lang, seller(userOf(request).id), photoUrl, request.query),
      ),
  );

  app.get(
    `${SELLER}/detail/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'One request about my order, with its timeline',
        params: idParams,
        querystring: langOnlyQuery,
        response: afterSaleReply,
      },
    },
    async (request) => ok(request.lang, await detail(request.lang, userOf(request).id, request.params.id)),
  );

  app.post(
    `${SELLER}/approve/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Approve a request awaiting me: a refund only is refunded, a return awaits the goods',
        description:
          'A return and refund needs `addressId`, one of my addresses (400 without, 404 for anyone else’s); it is ' +
          'copied onto the request. Not awaiting me: 409.',
        params: idParams,
        querystring: langOnlyQuery,
        body: approveBody,
        response: { ...afterSaleReply, ...refusals(409) },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      await approve(db, ctx, request.lang, userId, request.params.id, request.body.addressId);
      return ok(request.lang, await detail(request.lang, userId, request.params.id));
    },
  );

  app.post(
    `${SELLER}/reject/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Reject a request awaiting me, with a reason the buyer sees',
        params: idParams,
        querystring: langOnlyQuery,
        body: rejectBody,
        response: { ...afterSaleReply, ...refusals(409) },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      await reject(db, ctx, userId, request.params.id, request.body.reason);
      return ok(request.lang, await detail(request.lang, userId, request.params.id));
    },
  );

  app.post(
    `${SELLER}/receive/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'I received the returned goods: the request is refunded; only while awaiting my receipt',
        params: idParams,
        querystring: langOnlyQuery,
        response: { ...afterSaleReply, ...refusals(409) },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      await confirmReturn(db, ctx, userId, request.params.id);
      return ok(request.lang, await detail(request.lang, userId, request.params.id));
    },
  );
};
