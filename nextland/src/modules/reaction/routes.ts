// https://fastify.dev/docs/latest/Reference/Routes/ — like, unlike, collect and uncollect goods (…/site/goods/…)
// and works (…/site/opus/…): the same routes for each item kind over one pair of tables (decision 0025).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { idListQuery } from '../../lib/ids.js';
import { langOnlyQuery, langQuery } from '../../lib/lang-query.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { reactionStateDto, workReactionStateDto } from './dto.js';
import { type Reaction, ReactionItemKind } from './schema.js';
import { reactionStates, setReaction } from './service.js';

const SITE = '/nextland-site/api/framework/v1/site';

/** Each kind's path segment, OpenAPI tag, reply shape and name in the docs. */
const KINDS = {
  [ReactionItemKind.GOODS]: { path: 'goods', tag: 'goods', dto: reactionStateDto, noun: 'goods' },
  [ReactionItemKind.OPUS]: { path: 'opus', tag: 'works', dto: workReactionStateDto, noun: 'a work' },
} as const;

/** Path verb, the reaction it sets and the state it sets it to. Each is idempotent. */
const ACTIONS: { verb: string; reaction: Reaction; on: boolean; summary: (noun: string) => string }[] = [
  { verb: 'like', reaction: 'like', on: true, summary: (noun) => `Like ${noun} (a repeat changes nothing)` },
  {
    verb: 'unlike',
    reaction: 'like',
    on: false,
    summary: (noun) => `Take a like of ${noun} back (a repeat changes nothing)`,
  },
  {
    verb: 'collect',
    reaction: 'collect',
    on: true,
    summary: (noun) => `Collect ${noun} (a repeat changes nothing)`,
  },
  {
    verb: 'uncollect',
    reaction: 'collect',
    on: false,
    summary: (noun) => `Remove ${noun} from my collects (a repeat changes nothing)`,
  },
];

export const reactionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser(db));
  for (const kind of Object.values(ReactionItemKind)) await app.register(kindRoutes, { db, kind });
};

const kindRoutes: FastifyPluginAsyncZod<{ db: Db; kind: ReactionItemKind }> = async (app, { db, kind }) => {
  const { path, tag, dto, noun } = KINDS[kind];
  const base = `${SITE}/${path}`;
  app.get(
    `${base}/reactions`,
    {
      schema: {
        tags: [tag],
        security: signedIn,
        summary: `Counts and the caller's like/collect flags of 1–100 ${kind === 'goods' ? 'goods' : 'works'}, in the order asked`,
        description:
          'Unknown and hidden ids are left out. For pages rendered for everyone, filled in per user.',
        querystring: z.object({ ids: idListQuery(100), lang: langQuery }),
        response: { 200: envelopeOf(z.array(dto)) },
      },
    },
    async (request) =>
      ok(request.lang, await reactionStates(db, userOf(request).id, kind, request.query.ids)),
  );
  for (const { verb, reaction, on, summary } of ACTIONS) {
    app.post(
      `${base}/${verb}/:id`,
      {
        schema: {
          tags: [tag],
          security: signedIn,
          summary: summary(noun),
          description:
            "Answers the item's counts and the caller's flags after the call. Unknown or hidden items: 404.",
          // Any string: a malformed id is an id that does not exist (404, not 400).
          params: z.object({ id: z.string().describe('Id (digits)') }),
          querystring: langOnlyQuery,
          response: { 200: envelopeOf(dto), ...refusals(404) },
        },
      },
      async (request) =>
        ok(request.lang, await setReaction(db, userOf(request).id, kind, reaction, request.params.id, on)),
    );
  }
};
