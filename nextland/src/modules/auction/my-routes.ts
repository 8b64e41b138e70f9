// https://fastify.dev/docs/latest/Reference/Routes/ — the buyer's own bids (decision 0028 §5), one record per
// lot, newest activity first, by where they stand. The watch list is the collected goods list with the auction
// sale type (a collect of a lot is a watch): no route of its own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { cursorPageSchema, cursorRecord } from '../../lib/cursor.js';
import { envelopeOf, ok } from '../../lib/envelope.js';
import { timeCursorQuery } from '../../lib/keyset.js';
import { langQuery } from '../../lib/lang-query.js';
import { fenSchema } from '../../lib/money.js';
import { pagingQuery } from '../../lib/paging.js';
import { imageDto } from '../goods/dto.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { MY_BID_STATUSES, myBids, myBidsList } from './my-bids.js';
import { AUCTION_CUSTOMER } from './routes.js';

const myBidDto = cursorRecord(
  z.object({
    lotId: z.string(),
    goodsId: z.string(),
    title: z.string().describe('In `lang` when translated'),
    cover: imageDto,
    myMaxFen: fenSchema.describe('My maximum on this lot (only I see it)'),
    priceFen: fenSchema.describe(
      'The lot’s current price; once sold, what it is sold at (a second chance’s offer)',
    ),
    endsAt: z.string(),
    lotStatus: z
      .number()
      .int()
      .describe('0 not started, 1 bidding, 2 won awaiting payment, 3 completed, 4 unsold'),
    myStatus: z.enum(MY_BID_STATUSES),
    lastBidAt: z.string().describe('When I last raised my maximum: the list’s order'),
  }),
  'MyBid',
);

export const myBidRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser(db));
  app.get(
    `${AUCTION_CUSTOMER}/my/bids`,
    {
      schema: {
        tags: ['auction'],
        security: signedIn,
        summary: 'My bids: one record per lot I bid on, newest activity first',
        description:
          'status: leading or outbid (lot open), won (closed with me leading and sold), lost (someone else ' +
          'won, or unsold); absent: all. Cursor paging (`after` = a previous `nextCursor`).',
        querystring: z.object({
          status: z.enum(MY_BID_STATUSES).optional(),
          size: pagingQuery.size,
          after: timeCursorQuery(myBidsList),
          lang: langQuery,
        }),
        response: { 200: envelopeOf(cursorPageSchema(myBidDto)) },
      },
    },
    async (request) => {
      const { status, size, after } = request.query;
      return ok(request.lang, await myBids(db, request.lang, userOf(request).id, { status, size, after }));
    },
  );
};
