// https://fastify.dev/docs/latest/Reference/Routes/ — after the bidding (decision 0028 §3): deposits, the
// winner's bill and its confirmation, and the seller's second chance. Registered inside the customer scope
// of routes.ts (a session is required).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { langOnlyQuery, langQuery } from '../../lib/lang-query.js';
import { fenSchema } from '../../lib/money.js';
import { paymentDto } from '../order/dto.js';
import { signedIn, userOf } from '../session/guard.js';
import { confirmWin } from './confirm.js';
import type { AuctionContext } from './context.js';
import { requestDeposit } from './deposit.js';
import { AUCTION_CUSTOMER } from './paths.js';
import { offerSecondChance } from './unpaid.js';
import { winView } from './win.js';

const goodsParams = z.object({ goodsId: z.string().describe('The lot’s goods id') });
const idempotencyKey = z
  .uuid()
  .describe('Made when the page opened: a repeat answers the first attempt’s payment and makes nothing');

const auctionWinDto = z
  .object({
    goodsId: z.string(),
    lotId: z.string(),
    title: z.string().describe('In `lang` when translated'),
    cover: z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() }),
    seller: z.object({ id: z.string(), nickname: z.string() }),
    hammerFen: fenSchema.describe('The price the lot is sold at to me'),
    depositAppliedFen: fenSchema.describe('My deposit, already paid, taken off the total'),
    postageFen: fenSchema.describe('The seller’s postage to the address (its no-postage rules apply)'),
    totalFen: fenSchema.describe(
      'hammerFen − depositAppliedFen + postageFen: pass it back as acceptedTotalFen',
    ),
    payDeadline: z.string().nullable().describe('Until when I may confirm and pay'),
    status: z.enum(['awaiting', 'paid', 'expired']),
    orderId: z.string().nullable().describe('The order once confirmed'),
    paymentId: z.string().nullable(),
    secondChance: z.boolean().describe('Offered to me after the winner did not pay'),
  })
  .meta({ id: 'AuctionWin' });

const secondChanceDto = z
  .object({ goodsId: z.string(), hammerFen: fenSchema, payDeadline: z.string() })
  .meta({ id: 'AuctionSecondChance' });

export const auctionSettleRoutes: FastifyPluginAsyncZod<{ db: Db; ctx: AuctionContext }> = async (
  app,
  { db, ctx },
) => {
  app.post(
    `${AUCTION_CUSTOMER}/deposit/:goodsId`,
    {
      config: { perUserLimit: 'payments' },
      schema: {
        tags: ['auction'],
        security: signedIn,
        summary: 'Pays my deposit on a lot that asks one: answers its payment (purpose deposit, no orders)',
        description:
          'A deposit still awaiting payment answers its payment again. 409: the lot asks none (`auction.noDepositNeeded`), mine is already held (`auction.depositHeld`), bidding closed (`auction.closed`), my own lot.',
        params: goodsParams,
        querystring: langOnlyQuery,
        body: z.object({ idempotencyKey }),
        response: { 200: envelopeOf(paymentDto), ...refusals(404, 409, 429) },
      },
    },
    async (request) => {
      const goodsId = parseId(request.params.goodsId);
      const payment = await requestDeposit(
        db,
        ctx,
        request.lang,
        userOf(request).id,
        goodsId,
        request.body.idempotencyKey,
      );
      return ok(request.lang, payment);
    },
  );

  app.get(
    `${AUCTION_CUSTOMER}/win/:goodsId`,
    {
      schema: {
        tags: ['auction'],
        security: signedIn,
        summary: 'What I owe for a lot I won (or was offered a second chance at)',
        description: 'Anyone else: 404.',
        params: goodsParams,
        querystring: z.object({
          addressId: z
            .string()
            .optional()
            .describe('The address postage is priced to; my default when left out'),
          lang: langQuery,
        }),
        response: { 200: envelopeOf(auctionWinDto), ...refusals(404) },
      },
    },
    async (request) => {
      const goodsId = parseId(request.params.goodsId);
      const win = await winView(db, ctx, request.lang, userOf(request).id, goodsId, request.query.addressId);
      return ok(request.lang, win);
    },
  );

  app.post(
    `${AUCTION_CUSTOMER}/confirm/:goodsId`,
    {
      config: { perUserLimit: 'payments' },
      schema: {
        tags: ['auction'],
        security: signedIn,
        summary:
          'Confirms a won lot: one order at the hammer price, the deposit taken off; answers its payment',
        description:
          'A repeat (same key, or an order already made) answers the first payment. 409: past the deadline (`auction.paymentOverdue`), the total changed (`order.totalChanged`, `data.totalFen`), nothing to pay (`auction.notWon`). Anyone but the winner: 404.',
        params: goodsParams,
        querystring: langOnlyQuery,
        body: z.object({
          addressId: z.string().min(1).describe('One of my addresses (another user’s is 404)'),
          idempotencyKey,
          acceptedTotalFen: fenSchema.describe('AuctionWin.totalFen as shown; a different total is 409'),
        }),
        response: { 200: envelopeOf(paymentDto), ...refusals(404, 409, 429) },
      },
    },
    async (request) => {
      const goodsId = parseId(request.params.goodsId);
      const payment = await confirmWin(db, ctx, request.lang, userOf(request).id, goodsId, request.body);
      return ok(request.lang, payment);
    },
  );

  app.post(
    `${AUCTION_CUSTOMER}/second-chance/:goodsId`,
    {
      schema: {
        tags: ['auction'],
        security: signedIn,
        summary: 'The seller offers a lot whose winner did not pay to the next bidder, at their highest bid',
        description:
          'Once per lot, with a fresh payment deadline. 409 `auction.noSecondChance`: not unsold after an unpaid win, released again, or no other bidder. Anyone but the seller: 404.',
        params: goodsParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(secondChanceDto), ...refusals(404, 409) },
      },
    },
    async (request) => {
      const goodsId = parseId(request.params.goodsId);
      return ok(request.lang, await offerSecondChance(db, ctx, userOf(request).id, goodsId));
    },
  );
};
