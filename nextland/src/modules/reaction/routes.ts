// https://fastify.dev/docs/latest/Reference/Routes/ — like, unlike, collect and uncollect goods.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, errorEnvelope, ok } from '../../lib/envelope.js';
import { idListQuery } from '../../lib/ids.js';
import { langOnlyQuery, langQuery } from '../../lib/lang-query.js';
import { goodsDetailParams } from '../goods/validators.js';
import { requireUser, userOf } from '../session/guard.js';
import { reactionStateDto } from './dto.js';
import type { Reaction } from './schema.js';
import { reactionStates, setReaction } from './service.js';

const GOODS = '/nextland-site/api/framework/v1/site/goods';

/** Path verb, the reaction it sets and the state it sets it to. Each is idempotent. */
const ACTIONS: { verb: string; reaction: Reaction; on: boolean; summary: string }[] = [
  { verb: 'like', reaction: 'like', on: true, summary: 'Like goods (a repeat changes nothing)' },
  { verb: 'unlike', reaction: 'like', on: false, summary: 'Take a like back (a repeat changes nothing)' },
  { verb: 'collect', reaction: 'collect', on: true, summary: 'Collect goods (a repeat changes nothing)' },
  {
    verb: 'uncollect',
    reaction: 'collect',
    on: false,
    summary: 'Remove goods from my collects (a repeat changes nothing)',
  },
];

export const reactionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser(db));
  app.get(
    `${GOODS}/reactions`,
    {
      schema: {
        tags: ['goods'],
        summary: "Counts and the caller's like/collect flags of 1–100 goods, in the order asked",
        description:
          'Unknown and hidden ids are left out. For pages rendered for everyone, filled in per user.',
        querystring: z.object({ ids: idListQuery(100), lang: langQuery }),
        response: { 200: envelopeOf(z.array(reactionStateDto)), '4xx': errorEnvelope },
      },
    },
    async (request) => ok(request.lang, await reactionStates(db, userOf(request).id, request.query.ids)),
  );
  for (const { verb, reaction, on, summary } of ACTIONS) {
    app.post(
      `${GOODS}/${verb}/:id`,
      {
        schema: {
          tags: ['goods'],
          summary,
          description:
            "Answers the goods' counts and the caller's flags after the call. Unknown or hidden goods: 404.",
          params: goodsDetailParams,
          querystring: langOnlyQuery,
          response: { 200: envelopeOf(reactionStateDto), '4xx': errorEnvelope },
        },
      },
      async (request) =>
        ok(request.lang, await setReaction(db, userOf(request).id, reaction, request.params.id, on)),
    );
  }
};
