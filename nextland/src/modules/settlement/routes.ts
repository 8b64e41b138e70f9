// https://fastify.dev/docs/latest/Reference/Routes/ — the seller's settlements and payouts (decision 0027 §5):
// only ever the caller's own, so there is no id to guess.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { timeCursorQuery } from '../../lib/keyset.js';
import { langOnlyQuery, langQuery } from '../../lib/lang-query.js';
import { pagingQuery } from '../../lib/paging.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import type { SettlementContext } from './context.js';
import {
  payoutPageDto,
  SETTLEMENT_STATES,
  settlementDto,
  settlementPageDto,
  settlementSummaryDto,
} from './dto.js';
import {
  listPayouts,
  listSettlements,
  payoutList,
  settlementDetail,
  settlementList,
  settlementSummary,
} from './queries.js';

export const SETTLEMENT = '/nextland-customer/api/framework/v1/customer/settlement';
const tags = ['settlement'];

const settlementQuery = z.object({
  size: pagingQuery.size,
  after: timeCursorQuery(settlementList),
  status: z.enum(SETTLEMENT_STATES).optional().describe('pending (not paid out yet) or paid; absent: both'),
  lang: langQuery,
});

const payoutQuery = z.object({ size: pagingQuery.size, after: timeCursorQuery(payoutList), lang: langQuery });

export const settlementRoutes: FastifyPluginAsyncZod<{ db: Db; ctx: SettlementContext }> = async (
  app,
  { db, ctx },
) => {
  app.addHook('onRequest', requireUser(db));

  app.get(
    `${SETTLEMENT}/summary`,
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          'My settlement totals: pending and paid net, the commission rate, whether payouts have a card',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(settlementSummaryDto) },
      },
    },
    async (request) => ok(request.lang, await settlementSummary(db, ctx, userOf(request).id)),
  );

  app.get(
    `${SETTLEMENT}/list`,
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          'My settlements (settled orders and forfeited deposits), newest first, by cursor; optionally only pending or paid',
        querystring: settlementQuery,
        response: { 200: envelopeOf(settlementPageDto) },
      },
    },
    async (request) => ok(request.lang, await listSettlements(db, userOf(request).id, request.query)),
  );

  app.get(
    `${SETTLEMENT}/payouts`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'My payouts to my bank card, newest first, by cursor, with the masked card and status',
        querystring: payoutQuery,
        response: { 200: envelopeOf(payoutPageDto) },
      },
    },
    async (request) => ok(request.lang, await listPayouts(db, userOf(request).id, request.query)),
  );

  app.get(
    `${SETTLEMENT}/detail/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "One of my settlements; anyone else's is 404",
        params: z.object({ id: z.string() }),
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(settlementDto), ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, await settlementDetail(db, userOf(request).id, parseId(request.params.id))),
  );
};
