// https://fastify.dev/docs/latest/Reference/Routes/ — the signed-in user's system messages.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { cursorPageSchema, cursorRecord } from '../../lib/cursor.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { timeCursorQuery } from '../../lib/keyset.js';
import { langOnlyQuery, langQuery } from '../../lib/lang-query.js';
import { pageSchema, pagingQuery } from '../../lib/paging.js';
import type { EventBus } from '../events/event-bus.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { unreadCount } from './queries.js';
import {
  listMessages,
  listMessagesByCursor,
  MESSAGE_KINDS,
  markAllRead,
  markRead,
  messageList,
} from './service.js';

const MSG = '/nextland-customer/api/framework/v1/customer/msg';

const messageDto = z
  .object({
    id: z.string(),
    kind: z.enum(MESSAGE_KINDS),
    title: z.string(),
    content: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
    afterSaleId: z.string().nullable().describe('The after-sale request an after-sale message is about'),
    goodsId: z.string().nullable().describe('The lot (its goods id) an auction message is about'),
    link: z
      .string()
      .nullable()
      .describe('Where the message leads, when it names a page: `/goods/buy/confirmAuction?lot=<goodsId>`'),
  })
  .meta({ id: 'Message' });

export const messageRoutes: FastifyPluginAsyncZod<{ db: Db; bus: EventBus }> = async (app, { db, bus }) => {
  app.addHook('onRequest', requireUser(db));

  app.get(
    `${MSG}/page`,
    {
      schema: {
        tags: ['message'],
        security: signedIn,
        summary: 'My messages, newest first, in the request language',
        querystring: z.object({ ...pagingQuery, lang: langQuery }),
        response: { 200: envelopeOf(pageSchema(messageDto)) },
      },
    },
    async (request) =>
      ok(request.lang, await listMessages(db, request.lang, userOf(request).id, request.query)),
  );

  app.get(
    `${MSG}/cursor-page`,
    {
      schema: {
        tags: ['message'],
        security: signedIn,
        summary: 'My messages by cursor, newest first',
        description:
          'Keyset paging: pass `nextCursor` back as `after` for the next page; every page costs the same. ' +
          "`total` is exact up to 2,000, then 2,000 with `totalRelation: AT_LEAST`. Another list's cursor is a " +
          '400 on `after`.',
        querystring: z.object({
          size: pagingQuery.size,
          after: timeCursorQuery(messageList),
          lang: langQuery,
        }),
        response: {
          200: envelopeOf(cursorPageSchema(cursorRecord(messageDto, 'MessageCursorRecord'))),
        },
      },
    },
    async (request) =>
      ok(request.lang, await listMessagesByCursor(db, request.lang, userOf(request).id, request.query)),
  );

  app.get(
    `${MSG}/unread/count`,
    {
      schema: {
        tags: ['message'],
        security: signedIn,
        summary: 'How many of my messages are unread (the header badge)',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.object({ count: z.number().int() })) },
      },
    },
    async (request) => ok(request.lang, { count: await unreadCount(db, userOf(request).id) }),
  );

  app.post(
    `${MSG}/read/all`,
    {
      schema: {
        tags: ['message'],
        security: signedIn,
        summary: 'Mark all my messages read; answers how many changed',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.object({ updated: z.number().int() })) },
      },
    },
    async (request) => ok(request.lang, { updated: await markAllRead(db, bus, userOf(request).id) }),
  );

  app.post(
    `${MSG}/read/:id`,
    {
      schema: {
        tags: ['message'],
        security: signedIn,
        summary:
          "Mark one of my messages read: `updated` 1, or 0 when it was read already; another user's is 404",
        params: z.object({ id: z.string() }),
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.object({ updated: z.number().int() })), ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, await markRead(db, bus, userOf(request).id, parseId(request.params.id))),
  );
};
