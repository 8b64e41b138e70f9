// https://fastify.dev/docs/latest/Reference/Routes/ — a lot's public state and history, and bidding (decision
// 0028 §2). Outside production, the auction clock can be moved (`/dev/clock`).
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { langOnlyQuery, langQuery } from '../../lib/lang-query.js';
import { fenSchema } from '../../lib/money.js';
import { requireUser, signedIn, userOf, viewerOf } from '../session/guard.js';
import { placeBid } from './bid.js';
import type { AuctionContext } from './context.js';
import { AUCTION_CUSTOMER, AUCTION_SITE } from './paths.js';
import { auctionSettleRoutes } from './settle-routes.js';
import { bidHistory, lotView } from './view.js';

export { AUCTION_CUSTOMER, AUCTION_SITE };

const goodsParams = z.object({ goodsId: z.string().describe('The lot’s goods id') });

const lotDto = z.object({
  lotId: z.string(),
  goodsId: z.string(),
  status: z
    .number()
    .int()
    .describe('0 not started, 1 bidding, 2 won awaiting payment, 3 completed, 4 unsold'),
  startPriceFen: fenSchema,
  priceFen: fenSchema.describe('The current price (the start price before the first bid)'),
  minimumNextFen: fenSchema.describe('The least a new bidder may bid now'),
  bidCount: z.number().int(),
  seq: z.number().int().describe('The last bid’s sequence number: live updates with a higher one are newer'),
  startsAt: z.string(),
  endsAt: z.string().describe('Moves 5 minutes later when a bid comes in the last 5 minutes'),
  hasReserve: z.boolean(),
  reserveMet: z.boolean().describe('The reserve itself is never shown'),
  leader: z.string().nullable().describe('The leader’s masked nickname'),
  depositFen: fenSchema
    .nullable()
    .describe('What a bidder pays before bidding (decision 0028 §3); null: none'),
  viewer: z
    .object({
      leading: z.boolean(),
      maxFen: fenSchema.nullable(),
      winner: z
        .boolean()
        .describe('The lot is won by me (or offered to me by a second chance): C/win answers me'),
      deposit: z
        .object({
          status: z
            .number()
            .int()
            .describe(
              '0 awaiting payment, 1 held, 2 released (refunded), 3 forfeited, 4 applied to the order',
            ),
          amountFen: fenSchema,
          paymentId: z.string(),
        })
        .nullable()
        .describe('My deposit on this lot; null when I have none'),
    })
    .nullable(),
  serverTime: z.string().describe('Now on the auction clock, for countdowns that do not trust the device'),
});

const bidRowDto = z.object({
  seq: z.number().int(),
  bidder: z.string().describe('Masked nickname'),
  amountFen: fenSchema,
  kind: z.enum(['manual', 'proxy']).describe('proxy: placed by the bidder’s maximum'),
  at: z.string(),
  mine: z.boolean(),
});

const bidAnswerDto = z.object({
  lotId: z.string(),
  seq: z.number().int(),
  leading: z.boolean(),
  priceFen: fenSchema,
  minimumNextFen: fenSchema,
  endsAt: z.string(),
});

export const auctionRoutes: FastifyPluginAsyncZod<{ db: Db; ctx: AuctionContext }> = async (
  app,
  { db, ctx },
) => {
  const { clock } = ctx;
  app.get(
    `${AUCTION_SITE}/:goodsId`,
    {
      schema: {
        tags: ['auction'],
        summary: 'A lot’s current state; with a session also the viewer’s own standing',
        params: goodsParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(lotDto), ...refusals(404) },
      },
    },
    async (request) => {
      const viewer = await viewerOf(db, request, false);
      return ok(request.lang, await lotView(db, parseId(request.params.goodsId), viewer, clock.now()));
    },
  );

  app.get(
    `${AUCTION_SITE}/:goodsId/bids`,
    {
      schema: {
        tags: ['auction'],
        summary: 'A lot’s bid history, newest first, with masked names',
        params: goodsParams,
        querystring: z.object({
          size: z.coerce.number().int().min(1).max(100).default(20),
          beforeSeq: z.coerce.number().int().min(1).optional().describe('The previous page’s last `seq`'),
          lang: langQuery,
        }),
        response: { 200: envelopeOf(z.array(bidRowDto)), ...refusals(404) },
      },
    },
    async (request) => {
      const viewer = await viewerOf(db, request, false);
      const { size, beforeSeq } = request.query;
      const rows = await bidHistory(db, parseId(request.params.goodsId), viewer, { size, beforeSeq });
      return ok(request.lang, rows);
    },
  );

  await app.register(async (scope) => {
    const customer = scope.withTypeProvider<ZodTypeProvider>();
    customer.addHook('onRequest', requireUser(db));
    customer.post(
      `${AUCTION_CUSTOMER}/bid/:goodsId`,
      {
        config: { perUserLimit: 'bids' },
        schema: {
          tags: ['auction'],
          security: signedIn,
          summary: 'Bids: `maxFen` is my maximum (a plain bid is a maximum of that amount); bids are final',
          description:
            '409: below the minimum (`data.minimumFen`), not higher than my own leading maximum, before the start, after the end, my own lot, not on sale. A bid in the last 5 minutes extends the end by 5 minutes.',
          params: goodsParams,
          querystring: langOnlyQuery,
          body: z.object({ maxFen: fenSchema.refine((fen) => fen > 0, 'must be above zero') }),
          response: { 200: envelopeOf(bidAnswerDto), ...refusals(404, 409, 429) },
        },
      },
      async (request) => {
        const goodsId = parseId(request.params.goodsId);
        const answer = await placeBid(
          db,
          request.lang,
          userOf(request).id,
          goodsId,
          request.body.maxFen,
          clock.now(),
        );
        return ok(request.lang, { ...answer, lotId: String(answer.lotId) });
      },
    );
    await customer.register(auctionSettleRoutes, { db, ctx });
  });
};

/** Outside production: moves the auction clock, so tests open and close lots without sleeping. */
export const auctionClockDevRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary: 'Moves the auction clock `seconds` forward (negative: back); answers its offset',
        body: z.object({ seconds: z.number().int().min(-31_536_000).max(31_536_000) }),
        response: { 200: envelopeOf(z.object({ offsetSeconds: z.number(), now: z.string() })) },
      },
    },
    async (request) => {
      clock.advance(request.body.seconds);
      return ok(request.lang, { offsetSeconds: clock.offsetSeconds(), now: clock.now().toISOString() });
    },
  );
};
