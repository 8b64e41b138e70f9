// https://fastify.dev/docs/latest/Reference/Routes/ — drafts of lots (decision 0028 §5): the goods draft's
// fields plus the auction step. Release and review are the goods' own routes (routes.ts), which know lots.
import { auctionDraft, goodsDraft } from '@nextland/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { langOnlyQuery } from '../../lib/lang-query.js';
import { fenSchema } from '../../lib/money.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { draftDto, dtoOf } from './draft-routes.js';
import type { DraftDeps } from './drafts.js';
import { createLotDraft, type LotDraftContent, readLotDraft, saveLotDraft } from './lot-drafts.js';
import { itemIdParams } from './validators.js';

const PATH = '/nextland-site/api/framework/v1/site/auction-goods/draft';

const body = goodsDraft
  .omit({ stock: true, priceFen: true })
  .extend({ auction: auctionDraft.optional().describe('The auction step: any subset of its fields') });

const lotDraftDto = draftDto.goods.omit({ stock: true }).extend({
  auction: z.object({
    startPriceFen: fenSchema.nullable(),
    ladder: z
      .array(z.object({ fromFen: fenSchema, incrementFen: fenSchema }))
      .nullable()
      .describe('Increment bands by price, ascending, the first from 0'),
    reserveFen: fenSchema.nullable().describe('Hidden from bidders (the seller sees it here)'),
    depositFen: fenSchema.nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
  }),
  lot: z
    .object({
      status: z
        .number()
        .int()
        .describe('0 not started, 1 bidding, 2 won awaiting payment, 3 completed, 4 unsold'),
      currentPriceFen: fenSchema,
      bidCount: z.number().int(),
    })
    .nullable()
    .describe('The lot once it went on sale; null before'),
});

function lotDtoOf(item: LotDraftContent) {
  const { stock: _stock, ...goods } = dtoOf('goods', item) as ReturnType<typeof dtoOf> & { stock: number };
  return { ...goods, auction: item.auction, lot: item.lot };
}

const RULES =
  'The goods draft’s fields (as `…/site/goods/draft`; price and stock are the lot’s: the start price, one) ' +
  'and `auction`: start price, increment ladder (ascending bands, the first from 0), optional hidden reserve ' +
  'and deposit, start and end (ISO 8601). Each field is checked on its own; the release checks the whole step ' +
  '(reserve ≥ start price, end 1 h–30 days after the start, start not in the past). Real-name verified ' +
  'sellers only (403).';

export const lotDraftRoutes: FastifyPluginAsyncZod<DraftDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser(deps.db));
  // Only a verified seller drafts (403); reading or saving names a lot (404), saving meets its state (409).
  const response = { 200: envelopeOf(lotDraftDto), ...refusals(403) };
  const tags = ['auction'];

  app.post(
    PATH,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Start a draft of my lot (goods with sale type 1, status 0)',
        description: RULES,
        querystring: langOnlyQuery,
        body,
        response,
      },
    },
    async (request) =>
      ok(request.lang, lotDtoOf(await createLotDraft(deps, request.lang, userOf(request), request.body))),
  );

  app.put(
    `${PATH}/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Save fields of my lot (draft, rejected or unsold)',
        description: `${RULES} Under review, on sale or sold out: 409. Someone else's, or not a lot: 404.`,
        params: itemIdParams,
        querystring: langOnlyQuery,
        body,
        response: { ...response, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const id = parseId(request.params.id);
      return ok(
        request.lang,
        lotDtoOf(await saveLotDraft(deps, request.lang, userOf(request), id, request.body)),
      );
    },
  );

  app.get(
    `${PATH}/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'My lot with everything the release form edits, and its lot once on sale',
        description: "Someone else's, deleted, unknown or not a lot: 404. Unverified: 403.",
        params: itemIdParams,
        querystring: langOnlyQuery,
        response: { ...response, ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, lotDtoOf(await readLotDraft(deps.db, userOf(request), parseId(request.params.id)))),
  );
};
